// Filling the quote form as a visitor would, for the quote form's tests.
import { field, type } from "../../helpers.ts";

/** Picks `files` in the form's file field, as the browser's file dialog does. */
export function chooseFiles(root: ShadowRoot, files: File[]) {
  const input = field(root, "specification_files")!;
  Object.defineProperty(input, "files", { value: files, configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Answers every required question, with CSI divisions 03 and 09. */
export function fillQuote(root: ShadowRoot) {
  type(field(root, "full_name"), "Sam Park");
  type(field(root, "email"), "sam@example.com");
  type(field(root, "phone_number"), "555-010-4455");
  type(field(root, "project_title"), "Oak Grove Elementary");
  type(field(root, "project_location"), "Dallas, TX");
  type(field(root, "estimated_value_of_a_project"), "1m-10m");
  type(field(root, "project_required_date"), "2027-01-15");
  type(field(root, "scope_of_project"), "Full take-off.");
  for (const code of ["03", "09"])
    root.querySelector<HTMLInputElement>(`[name="select_csi_divisions"][value="${code}"]`)!.click();
}
