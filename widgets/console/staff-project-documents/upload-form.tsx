// Uploads one document under the open tab: a file picker (PDF, or for the video tab MP4/WebM with optional
// WebVTT captions), checked here for size and type before sending and by the server for content, a real
// progress bar while it goes, and each refusal beside the picker it concerns.
import { type FormEvent, useRef, useState } from "react";
import type { DocumentKind } from "../../../contract/choices/document-kinds.ts";
import {
  DOCUMENT_REFUSALS,
  MAX_DOCUMENT_BYTES,
  type StaffDocument,
} from "../../../contract/staff/project-documents.ts";
import { ApiError } from "../../kits/core/api.ts";
import { explainStaffError } from "../../kits/console-kit/staff-api.ts";
import { staffUpload } from "../../kits/console-kit/staff-send.ts";
import { described, FieldError } from "../../kits/console-kit/field-error.tsx";

type Props = { projectId: number; kind: DocumentKind; label: string; onUploaded: (document: StaffDocument) => void };
type Errors = { file?: string; captions?: string; form?: string };

const ACCEPT = { pdf: ".pdf,application/pdf", video: ".mp4,.webm,video/mp4,video/webm", vtt: ".vtt,text/vtt" };

/** The refusal of a picked file, before it is sent: too large, or not of a type this tab takes. */
function checkFile(file: File | undefined, types: RegExp, wrongType: string): string | undefined {
  if (!file) return undefined;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_REFUSALS.tooLarge;
  return types.test(file.name) ? undefined : wrongType;
}

export function UploadForm({ projectId, kind, label, onUploaded }: Props) {
  const video = kind === "videos";
  // Read from the inputs when the form is sent: what the picker holds then is what goes.
  const fileInput = useRef<HTMLInputElement>(null);
  const captionsInput = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<number>();
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const captions = captionsInput.current?.files?.[0];
    const found: Errors = {
      file: file
        ? checkFile(
            file,
            video ? /\.(mp4|webm)$/i : /\.pdf$/i,
            video ? DOCUMENT_REFUSALS.notVideo : DOCUMENT_REFUSALS.notPdf,
          )
        : DOCUMENT_REFUSALS.noFile,
      captions: checkFile(captions, /\.vtt$/i, DOCUMENT_REFUSALS.notCaptions),
    };
    setErrors(found);
    if (found.file || found.captions) return;
    const form = new FormData();
    form.append("kind", kind);
    form.append("file", file!);
    setSending(file!.name);
    if (video && captions) form.append("captions", captions);
    setSent(0);
    try {
      const document = await staffUpload<StaffDocument>(
        `/reactapp/staff/projects/${projectId}/documents/`,
        form,
        setSent,
      );
      setFormKey((n) => n + 1);
      onUploaded(document);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const tooLarge = error instanceof ApiError && error.status === 413;
      setErrors({
        file: tooLarge ? DOCUMENT_REFUSALS.tooLarge : fields.file?.[0],
        captions: fields.captions?.[0],
        form: tooLarge || fields.file || fields.captions ? undefined : explainStaffError(error),
      });
    } finally {
      setSent(undefined);
    }
  };

  const picker = (name: "file" | "captions", text: string, accept: string) => (
    <div className="field">
      <label htmlFor={`upload-${name}`}>{text}</label>
      <input
        id={`upload-${name}`}
        type="file"
        accept={accept}
        {...described(`upload-${name}-error`, errors[name])}
        ref={name === "file" ? fileInput : captionsInput}
        onChange={() => setErrors((old) => ({ ...old, [name]: undefined }))}
      />
      <FieldError id={`upload-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form key={formKey} className="panel upload" onSubmit={submit} noValidate aria-label={`Upload to ${label}`}>
      <h3>Upload to {label}</h3>
      <p className="hint">
        {video ? "MP4 or WebM" : "PDF"}, up to 200 MB. The file's content is checked, not only its name.
      </p>
      <div className="upload__fields">
        {picker("file", video ? "Video" : "PDF document", video ? ACCEPT.video : ACCEPT.pdf)}
        {video && picker("captions", "Captions (optional, WebVTT)", ACCEPT.vtt)}
      </div>
      {errors.form && (
        <p className="notice notice--error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="upload__actions">
        <button type="submit" className="button" disabled={sent !== undefined}>
          Upload
        </button>
        {sent !== undefined && (
          <>
            <progress
              id="upload-progress"
              max={100}
              value={Math.round(sent * 100)}
              aria-label={`Uploading ${sending}`}
            />
            <span role="status">{sent < 1 ? `${Math.round(sent * 100)}% sent` : "Checking the file…"}</span>
          </>
        )}
      </div>
    </form>
  );
}
