// Field rules shared by every form: one definition, enforced by the server and shown by the widgets.
import * as v from "valibot";
import { HONEYPOT_FIELD, UTM_FIELDS } from "./lead-context-fields.ts";

const trimmed = v.pipe(v.string("Enter text."), v.trim());

/** A required text field of at most `max` characters. */
export const requiredText = (max: number, label = "This field") =>
  v.pipe(
    trimmed,
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `Ensure this field has no more than ${max} characters.`),
  );

/** An optional text field; an empty string counts as absent. */
export const optionalText = (max: number) =>
  v.optional(v.pipe(trimmed, v.maxLength(max, `Ensure this field has no more than ${max} characters.`)), "");

export const email = v.pipe(
  trimmed,
  v.nonEmpty("Email is required."),
  v.maxLength(254, "Ensure this field has no more than 254 characters."),
  v.email("Enter a valid email address."),
);

/**
 * North American and international numbers: 7 to 15 digits, with spaces, dots, dashes and brackets
 * between them and an optional leading +, 25 characters at most after it. One regular expression
 * rather than a regex and a digit count: it keeps valibot's check() out of the partner pages' runtime.
 */
export const PHONE = /^(?=\+?[\d\s().-]{7,25}$)\+?(?:[\s().-]*\d){7,15}[\s().-]*$/;

export const phone = v.pipe(
  trimmed,
  v.nonEmpty("Phone number is required."),
  v.regex(PHONE, "Enter a valid phone number."),
);

export const optionalPhone = v.optional(v.union([v.literal(""), phone], "Enter a valid phone number."), "");

export const URL_MESSAGE = "Enter a website like buildco.com.";

// A web address, with or without http(s)://: a host with a dot in it, no blank anywhere, and no colon
// before the host's first dot, so javascript:, data:, file: and ftp: are refused; those become script or
// leave the web when a person clicks the link (OWASP XSS cheat sheet, rule 5). One regex rather than
// v.url, which takes whatever the URL parser takes and costs the partner pages' download more.
const WEB_ADDRESS = /^(https?:\/\/)?[^\s/:]+\.[^\s/]+(\/\S*)?$/i;

/** An optional web address, as typed; the server's schema adds https:// to one typed without it. */
export const optionalUrl = v.optional(
  v.union([v.literal(""), v.pipe(trimmed, v.maxLength(200), v.regex(WEB_ADDRESS, URL_MESSAGE))], URL_MESSAGE),
  "",
);

/** "buildco.com" as the server stores it: "https://buildco.com"; an empty answer stays empty. */
export const withScheme = (address: string) =>
  !address || /^https?:\/\//i.test(address) ? address : `https://${address}`;

/** A choice from one of the lists in contract/choices. */
export const choice = (options: ReadonlyArray<{ value: string }>, message = "Select a valid choice.") =>
  v.picklist(
    options.map((o) => o.value),
    message,
  );

export { HONEYPOT_FIELD, UTM_FIELDS };

const utm = Object.fromEntries(UTM_FIELDS.map((name) => [name, optionalText(100)])) as Record<
  (typeof UTM_FIELDS)[number],
  ReturnType<typeof optionalText>
>;

/** Where a lead came from, sent by the widgets with every submission. */
export const leadContext = {
  source_page: optionalText(500),
  referrer: optionalText(500),
  ...utm,
  partner: optionalText(100),
  [HONEYPOT_FIELD]: optionalText(200),
};

export const LEAD_CONTEXT_FIELDS = Object.keys(leadContext);
