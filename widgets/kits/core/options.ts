// Every data-* option a widget reads, in one typed table, parsed in one place (as typeform/embed's
// build-options-from-attributes does). Any other data-* attribute prefills the form field of its name
// (data-phone-number → phone_number). Options from a child <script type="application/json">, as
// preact-habitat allows, are left out: they cost 53 bytes brotli that the quote page's budget lacks.

/** How an option's text is read: as it is, as "light" or "dark", or as a switch ("false" turns it off). */
const text = (value: string) => value;
const theme = (value: string) => (value === "dark" || value === "light" ? value : "") as "light" | "dark" | "";
const onOff = (value: string) => value !== "false";

/**
 * A row of the table: how the option is read (at run time), and as types only its default and the
 * widgets that read it ("*" for all): every byte of this module reaches every partner page.
 */
type Option<
  Read extends (value: string) => unknown,
  Default extends ReturnType<Read>,
  Widgets extends string,
> = Read & {
  readonly default?: Default;
  readonly widgets?: Widgets;
};

/** The table: data-<name> (camelCase here, kebab-case in HTML). */
export const OPTIONS = {
  /** The API's origin; empty means the origin embed.js came from. */
  api: text as Option<typeof text, "", "*">,
  /** The partner's id, stored with every lead the page sends. */
  partner: text as Option<typeof text, "", "*">,
  theme: theme as Option<typeof theme, "", "*">,
  /** The blog article a reply is for. */
  article: text as Option<typeof text, "", "reply-form">,
  /** The project shown; by default the id in the page's /ProjectDetail/{id} address. */
  projectId: text as Option<typeof text, "", "project-detail">,
  /** The host page asks to be named after the project: its title and its [data-project-name] elements. */
  renamePage: onOff as Option<typeof onOff, false, "project-detail">,
  /** The host page asks the board to keep its filters, tab, sort and page in the page's address. */
  urlState: onOff as Option<typeof onOff, false, "project-board">,
};

type Table = typeof OPTIONS;
type TypeOf<K extends keyof Table> = ReturnType<Table[K]>;
type ForAll<K extends keyof Table> = Table[K] extends { readonly widgets?: "*" } ? K : never;
type Shared = { -readonly [K in keyof Table as ForAll<K>]: TypeOf<K> };
type Own = { -readonly [K in keyof Table as K extends ForAll<K> ? never : K]?: TypeOf<K> };

/** A widget's options: those every widget reads, the prefills, and those only some widgets read. */
export type WidgetOptions = Shared & {
  /** Initial field values, by field name. */
  prefill: Record<string, string>;
  extra: Own;
};

/** The options with their defaults, `partial` over them. */
export function widgetOptions(partial: Partial<WidgetOptions> = {}): WidgetOptions {
  return { api: "", partner: "", theme: "", prefill: {}, extra: {}, ...partial };
}

/** data-phone-number → phone_number, as the form fields are named. */
const fieldName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The options of `element` (data-widget and data-qto-* aside); the API defaults to `defaultApi`. */
export function optionsFromElement(element: HTMLElement, defaultApi: string): WidgetOptions {
  const options = widgetOptions();
  for (const [key, value] of Object.entries(element.dataset)) {
    if (key === "widget" || key.startsWith("qto")) continue;
    const read: ((value: string) => unknown) | undefined = OPTIONS[key as keyof Table];
    // The options every widget reads are already in `options`, with their defaults.
    if (read) (key in options ? options : options.extra)[key as never] = read(value!) as never;
    else options.prefill[fieldName(key)] = value!;
  }
  options.api = (options.api || defaultApi).replace(/\/$/, "");
  return options;
}
