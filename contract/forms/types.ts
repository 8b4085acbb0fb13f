// The shape of the form definitions in this folder. A field's `options` names a list in ../choices/
// (projectValues is project-values.json; quoteDivisions is quote-divisions.ts, the whole project and then
// each CSI division); each form passes the lists it uses.
import type { LeadType } from "../schemas/lead-paths.ts";

/** A choice; `heading` names the group it starts (the quote's trade groupings), shown above it. */
export type Choice = { value: string; label: string; heading?: string };
export type OptionLists = Partial<
  Record<"quoteDivisions" | "projectValues" | "sampleTypes" | "countries" | "regions" | "customerRoles", Choice[]>
>;

export type FieldType =
  "text" | "email" | "tel" | "url" | "date" | "password" | "textarea" | "select" | "checkboxes" | "file";

export type FieldDefinition = {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  autocomplete?: string;
  maxlength?: number;
  rows?: number;
  hint?: string;
  placeholder?: string;
  options?: keyof OptionLists;
  accept?: string;
  multiple?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
};

export type FormDefinition = {
  type: LeadType;
  title: string;
  submit: string;
  /**
   * What the confirmation says. It names the lead's reference, to quote when calling or writing
   * (messages.json), unless `reference` is false: a blog reply is a comment, which nobody calls about.
   */
  success: { title: string; next: string; reference?: false };
  sections: Array<{ title?: string; fields: FieldDefinition[] }>;
};

/** A form of the site's own (register, login, billing): no lead behind it, so no reference to confirm. */
export type SiteFormDefinition = {
  type:
    | "register"
    | "login"
    | "billing"
    // The customer's account (contract/account/forms/).
    | "profile"
    | "forgot_password"
    | "reset_password"
    | "change_password"
    | "change_email"
    | "delete_account";
  title: string;
  submit: string;
  /** The button's text while the form is sent. */
  busy: string;
  /** Said above the card fields while the payment provider charges no card (billing only). */
  testMode?: string;
  sections: FormDefinition["sections"];
};
