import * as v from "valibot";
import projectValues from "../choices/project-values.json" with { type: "json" };
import { QUOTE_DIVISIONS, WHOLE_PROJECT } from "../choices/quote-divisions.ts";
import { choice, email, leadContext, optionalText, optionalUrl, phone, requiredText } from "./fields.ts";

export { QUOTE_FILES } from "./quote-files.ts";

export const DATE_MESSAGE = "Enter a valid date (YYYY-MM-DD).";

const isoDate = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("Enter the date you need the estimate."),
  v.isoDate(DATE_MESSAGE),
);

/** POST /reactapp/create-quote/: every field of the legacy quote form (the server's adds quote-request.ts). */
export const QuoteSchema = v.strictObject({
  full_name: requiredText(100, "Full name"),
  email,
  phone_number: phone,
  address: optionalText(250),
  company_name: optionalText(150),
  website_url: optionalUrl,
  project_title: requiredText(200, "Project title"),
  project_location: requiredText(200, "Project location"),
  estimated_value_of_a_project: choice(projectValues, "Select the estimated value of the project."),
  project_required_date: isoDate,
  scope_of_project: requiredText(5000, "Scope of project"),
  // A form posting one checkbox sends a string, several send an array: accept both. "all" (the whole
  // project) covers every division: ticked beside some of them, it is still the whole project, and it is
  // stored alone, so the sales e-mail and the console say "Whole project" rather than list 29 names.
  select_csi_divisions: v.pipe(
    v.union([v.string(), v.array(v.string())], "Select at least one CSI division."),
    v.transform((value) => (Array.isArray(value) ? value : [value])),
    v.array(choice(QUOTE_DIVISIONS, "Select a valid CSI division.")),
    v.minLength(1, "Select at least one CSI division."),
    v.transform((codes) => (codes.includes(WHOLE_PROJECT) ? [WHOLE_PROJECT] : [...new Set(codes)])),
  ),
  ...leadContext,
});

export type QuoteInput = v.InferInput<typeof QuoteSchema>;
export type Quote = v.InferOutput<typeof QuoteSchema>;
