// Sending one change to a record (a lead's status, an order's file, a reply): busy while it goes, then
// the server's words when it refuses. A 400 that names a field is explained beside that field, so
// nothing shows above the control; any other refusal shows above it, in the server's words for a record
// gone (404), changed meanwhile (409, after which the record is read again to show why) or a payment
// provider's refusal (502). A FormData body goes up with its progress (staffUpload).
import { useState } from "react";
import { ApiError } from "../core/api.ts";
import { explainStaffError } from "./staff-api.ts";
import { staffSend, staffUpload } from "./staff-send.ts";

export type Change = {
  busy: boolean;
  message: string;
  fieldErrors: Record<string, string[] | undefined>;
  /** JSON to `path` (under the record's base), or a multipart body when `body` is FormData. */
  send: (path: string, body: object | FormData, method?: "POST" | "DELETE") => Promise<boolean>;
  clear: () => void;
};

const IN_THE_SERVER_WORDS = [404, 409, 502];

function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return explainStaffError(error);
  if (IN_THE_SERVER_WORDS.includes(error.status ?? 0)) return error.detail ?? error.message;
  if (error.status === 400 && Object.keys(error.fieldErrors).length) return "";
  return explainStaffError(error);
}

export function useRecordChange(base: string, reload: () => void): Change {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Change["fieldErrors"]>({});
  const clear = () => (setMessage(""), setFieldErrors({}));
  const send: Change["send"] = async (path, body, method = "POST") => {
    setBusy(true);
    clear();
    try {
      if (body instanceof FormData) await staffUpload(base + path, body);
      else await staffSend(base + path, { method, body });
      reload();
      return true;
    } catch (error) {
      setFieldErrors(error instanceof ApiError ? error.fieldErrors : {});
      setMessage(refusalMessage(error));
      if (error instanceof ApiError && error.status === 409) reload();
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, fieldErrors, send, clear };
}
