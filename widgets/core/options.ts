// A widget's options, from its element's data attributes (data-api, data-partner, data-theme and
// prefills such as data-email) or from the props of the ESM build.
export type WidgetOptions = {
  /** The API's origin; by default the origin the embed script came from. */
  api: string;
  partner: string;
  theme: "light" | "dark" | "";
  /** Initial field values, by field name. */
  prefill: Record<string, string>;
  /** Anything else the widget reads (data-article, data-project-id…). */
  extra: Record<string, string>;
};

const KNOWN = new Set(["widget", "api", "partner", "theme"]);

/** data-phone-number → phone_number, as the form fields are named. */
const fieldName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function optionsFromElement(element: HTMLElement, defaultApi: string): WidgetOptions {
  const data = element.dataset;
  const prefill: Record<string, string> = {};
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (KNOWN.has(key) || value === undefined || key.startsWith("qto")) continue;
    prefill[fieldName(key)] = value;
    extra[key] = value;
  }
  const theme = data.theme === "dark" || data.theme === "light" ? data.theme : "";
  return { api: (data.api || defaultApi).replace(/\/$/, ""), partner: data.partner ?? "", theme, prefill, extra };
}
