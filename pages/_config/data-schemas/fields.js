// The building blocks of the data files' schemas, with messages an editor can act on.
import * as v from "valibot";

/** Text an editor must fill in (not blank). */
export const text = (what = "text") =>
  v.pipe(v.string(`must be ${what} in quotes`), v.trim(), v.minLength(1, `must not be empty`));

/** A list of one or more paragraphs, each in quotes: ["First paragraph.", "Second."]. */
export const paragraphs = v.pipe(
  v.array(text("a paragraph"), 'must be a list of paragraphs: ["First paragraph.", "Second."]'),
  v.minLength(1, "must hold at least one paragraph"),
);

/** A Tabler icon's name, as pages/_config/icons.js looks it up (https://tabler.io/icons). */
export const icon = v.pipe(
  v.string("must be an icon name in quotes"),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a Tabler icon name such as helmet or brand-x"),
);

/** A link on this site ("/AboutUS/") or elsewhere ("https://…"). */
export const href = v.pipe(
  v.string("must be a link in quotes"),
  v.regex(/^(?:\/|https:\/\/|mailto:|tel:)/, 'must start with "/" (this site), https://, mailto: or tel:'),
);

/** A YYYY-MM-DD date. */
export const isoDate = v.pipe(v.string("must be a date in quotes"), v.isoDate("must be a date written YYYY-MM-DD"));

/** A card of a home or services section: a name, an icon and a sentence. */
export const card = v.object({ name: text(), icon, text: text() });

/** A list with at least one entry. */
export const listOf = (item) => v.pipe(v.array(item, "must be a list: [ … ]"), v.minLength(1, "must not be empty"));

/** A label and a link. */
export const link = v.object({ label: text(), href });

/** A choice of a form's list (contract/choices/): the value the API accepts and its label. */
export const choice = v.object({ value: text(), label: text() });
