// POST /reactapp/create-quote/ as the server takes it: the quote widget's schema, and a required date the
// calendar has. The widget's date input offers real days only, so this pattern stays off the partner
// pages' download (their 15 KB budget); a date typed around the picker gets the server's 400, which the
// form kit shows beside the field.
import * as v from "valibot";
import { withScheme } from "./fields.ts";
import { DATE_MESSAGE, QuoteSchema } from "./quote.ts";

// v.isoDate lets 2027-02-30 and 2027-04-31 through. One pattern: days 1-28 of any month, 29-30 of any
// month but February, 31 of the long months, and February 29 of leap years (divisible by 4, centuries
// only by 400); and no year 0000, which the Gregorian calendar lacks (ISO 8601's 0000 is 1 BC).
const MONTH_DAY = "(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31";
const LEAP_YEAR = "\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00";
/** A whole YYYY-MM-DD that names a real day. */
export const CALENDAR_DAY = new RegExp(`^(?!0000)(?:\\d{4}-(?:${MONTH_DAY})|(?:${LEAP_YEAR})-02-29)$`);

export const QuoteRequestSchema = v.strictObject({
  ...QuoteSchema.entries,
  project_required_date: v.pipe(QuoteSchema.entries.project_required_date, v.regex(CALENDAR_DAY, DATE_MESSAGE)),
  // Stored with its scheme, so every reader gets a link; the widget sends what was typed.
  website_url: v.pipe(QuoteSchema.entries.website_url, v.transform(withScheme)),
});
