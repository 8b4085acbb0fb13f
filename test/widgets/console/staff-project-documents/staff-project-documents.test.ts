// The console's plan room under React and preact/compat: documents per tab, refusals beside the picker
// before anything is sent, an upload with its progress (XMLHttpRequest), a server refusal beside the
// picker, and Delete after a confirmation (administrators; staff are not offered it).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffDocument, StaffDocumentList } from "../../../../contract/staff/project-documents.ts";
import screen from "../../../../widgets/console/staff-project-documents/index.tsx";
import { fakeXhr, jsonResponse, mockFetch, mountWidgetIn, signedInMember } from "../../helpers.ts";

const fetchMock = mockFetch({ member: "admin" });
const FakeXhr = fakeXhr();

const doc = (id: number, kind: StaffDocument["kind"], name: string): StaffDocument => ({
  id,
  kind,
  name,
  size: 2_400_000,
  content_kind: kind === "videos" ? "mp4" : "pdf",
  pages: kind === "videos" ? null : 18,
  captions: false,
  added_at: "2026-11-20T10:00:00.000Z",
  added_by: "sam",
});
const list = (documents: StaffDocument[]): StaffDocumentList => ({
  project: { id: 12, name: "Cedar Library", publication: "published" },
  documents,
});

function pick(root: ShadowRoot, selector: string, file: File) {
  const input = root.querySelector<HTMLInputElement>(selector)!;
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
}
const button = (root: ShadowRoot, name: RegExp) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => name.test(b.textContent ?? ""))!;
const pdf = (name = "A-101.pdf") => new File(["%PDF-1.4"], name, { type: "application/pdf" });

beforeEach(() => {
  history.replaceState(null, "", "/staff/projects/documents/?id=12");
  document.cookie = "csrftoken=token";
});
afterEach(() => history.replaceState(null, "", "/"));

describe("widgets: staff project documents", () => {
  it("lists the open tab's documents, counts each tab, and says when one is empty", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, list([doc(1, "specs", "Spec book.pdf"), doc(2, "plans", "A-101.pdf")])),
    );
    const { root } = await mountWidgetIn(screen, "tbody tr");
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/reactapp/staff/projects/12/documents/");
    expect(root.querySelector("h2")!.textContent).toBe("Cedar Library");
    expect(root.querySelector("tbody td")!.textContent).toBe("Spec book.pdf");
    expect(button(root, /^Plans/).textContent).toBe("Plans (1)");
    button(root, /^QTOs/).click();
    await vi.waitFor(() => expect(root.querySelector(".empty")!.textContent).toMatch(/No QTOs documents yet/));
  });

  it("refuses a file of the wrong type or over 200 MB beside the picker, sending nothing", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, list([])));
    const { root } = await mountWidgetIn(screen, "form");
    pick(root, "#upload-file", new File(["x"], "plans.docx"));
    button(root, /^Upload$/).click();
    await vi.waitFor(() => expect(root.querySelector("#upload-file-error")!.textContent).toMatch(/Upload a PDF/));
    const huge = pdf("huge.pdf");
    Object.defineProperty(huge, "size", { value: 201 * 1024 * 1024 });
    pick(root, "#upload-file", huge);
    button(root, /^Upload$/).click();
    await vi.waitFor(() =>
      expect(root.querySelector("#upload-file-error")!.textContent).toBe("Each file must be at most 200 MB."),
    );
    expect(root.querySelector("#upload-file")!.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("uploads with a progress bar, then lists the new document", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, list([])))
      .mockResolvedValue(jsonResponse(200, list([doc(3, "specs", "A-101.pdf")])));
    const { root } = await mountWidgetIn(screen, "form");
    pick(root, "#upload-file", pdf());
    button(root, /^Upload$/).click();
    await vi.waitFor(() => expect(root.querySelector("progress")!.getAttribute("value")).toBe("50"));
    expect(root.querySelector(".upload__actions [role=status]")!.textContent).toBe("50% sent");
    const xhr = FakeXhr.last!;
    expect(xhr.opened).toEqual(["POST", "/reactapp/staff/projects/12/documents/"]);
    expect(xhr.headers["X-CSRFToken"]).toBe("token");
    expect(xhr.body!.get("kind")).toBe("specs");
    expect((xhr.body!.get("file") as File).name).toBe("A-101.pdf");
    xhr.answer(201, doc(3, "specs", "A-101.pdf"));
    await vi.waitFor(() =>
      expect(root.querySelector(".outcome")!.textContent).toMatch(/A-101.pdf is uploaded to Specs/),
    );
    await vi.waitFor(() => expect(root.querySelector("tbody td")!.textContent).toBe("A-101.pdf"));
    expect(root.querySelector("progress")).toBeNull();
  });

  it("shows the server's refusal of the file's content beside the picker", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, list([])));
    const { root } = await mountWidgetIn(screen, "form");
    pick(root, "#upload-file", pdf("renamed.pdf"));
    button(root, /^Upload$/).click();
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
    FakeXhr.last!.answer(400, { file: ["Upload a PDF: this file's content is not one."] });
    await vi.waitFor(() => expect(root.querySelector("#upload-file-error")!.textContent).toMatch(/content is not one/));
  });

  it("deletes a document only after the confirmation", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, list([doc(1, "specs", "Spec book.pdf")])))
      .mockResolvedValueOnce(jsonResponse(200, { deleted: 1 }))
      .mockResolvedValue(jsonResponse(200, list([])));
    const { root } = await mountWidgetIn(screen, 'button[aria-label="Delete Spec book.pdf"]');
    root.querySelector<HTMLButtonElement>('button[aria-label="Delete Spec book.pdf"]')!.click();
    await vi.waitFor(() => expect(root.querySelector("dialog h2")!.textContent).toBe("Delete Spec book.pdf?"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    button(root, /^Delete document$/).click();
    await vi.waitFor(() => expect(root.querySelector(".outcome")!.textContent).toMatch(/Spec book.pdf is deleted/));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect([url, init!.method]).toEqual(["/reactapp/staff/projects/12/documents/1/", "DELETE"]);
  });

  it("offers staff no Delete, and says who can", async () => {
    signedInMember.role = "staff";
    fetchMock.mockResolvedValue(jsonResponse(200, list([doc(1, "specs", "Spec book.pdf")])));
    const { root } = await mountWidgetIn(screen, "tbody tr");
    await vi.waitFor(() => expect(root.textContent).toContain("Only an administrator can delete a document."));
    expect(root.querySelector('button[aria-label="Delete Spec book.pdf"]')).toBeNull();
    expect(root.querySelector('a[aria-label^="Preview Spec book.pdf"]')).not.toBeNull();
  });
});
