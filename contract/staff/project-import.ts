// The CSV import of projects: its one column list (read by the server's parser, written into
// the template, shown by the console screen and the table in docs/staff.md), its limits and the report it answers.
import * as v from "valibot";
import type { ProjectField } from "./projects.ts";

export type ImportColumn = {
  name: "external_id" | ProjectField | "publication";
  required: boolean;
  /** How a cell is written, in the words the screen and docs/staff.md show. */
  format: string;
  /** The template's example row. */
  example: string;
};

/** Every column an import reads, in the template's order; headers match whatever their case and spaces. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    name: "external_id",
    required: true,
    format: "Your id for the project; a second import updates it",
    example: "BID-2026-0042",
  },
  { name: "name", required: true, format: "Text, 200 characters at most", example: "Riverside Library Renovation" },
  { name: "company", required: true, format: "Text, 200 characters at most", example: "City of Springfield" },
  { name: "city", required: true, format: "Text", example: "Springfield" },
  { name: "state", required: true, format: "Two-letter state code", example: "IL" },
  { name: "address", required: true, format: "Street address", example: "100 Main St" },
  { name: "bid_date", required: true, format: "YYYY-MM-DD", example: "2026-12-15" },
  { name: "bid_time", required: false, format: "HH:MM (24-hour), or empty", example: "14:00" },
  { name: "time_zone", required: true, format: "IANA zone, e.g. America/Chicago", example: "America/Chicago" },
  { name: "bid_amount", required: true, format: "Number of dollars, e.g. 1250000 or $1,250,000", example: "1250000" },
  { name: "solicitation", required: true, format: "Text", example: "RFP 26-114" },
  { name: "bidding_method", required: true, format: "Text", example: "Sealed bid" },
  { name: "bid_phase", required: true, format: "design, pre_bid, bidding, bid_results or awarded", example: "bidding" },
  { name: "completion_days", required: true, format: "Whole number of days", example: "240" },
  { name: "liquidated_damages", required: true, format: "Dollars per day", example: "500" },
  { name: "bid_deposit", required: false, format: "Text, or empty", example: "5% of bid" },
  { name: "bid_location", required: true, format: "Text", example: "City Hall, Room 204" },
  { name: "pre_bid_meeting", required: false, format: "YYYY-MM-DDTHH:MM, or empty", example: "2026-12-01T10:00" },
  {
    name: "divisions",
    required: true,
    format: 'CSI divisions separated by ";": "03" or a section such as "03 30 00"',
    example: "03 30 00;09",
  },
  {
    name: "bonds",
    required: false,
    format: '"name:percent" separated by ";", or empty',
    example: "Bid bond:10;Performance bond:100",
  },
  { name: "status", required: true, format: "solicited, unsolicited or none", example: "solicited" },
  { name: "progress", required: true, format: "QTO progress, 0 to 100", example: "0" },
  { name: "featured", required: false, format: "yes or no (empty: no)", example: "no" },
  {
    name: "publication",
    required: false,
    format: "draft or published (empty: draft; a draft row publishes nothing already published)",
    example: "draft",
  },
];

/** The separator between the items of a divisions or bonds cell, and between a bond's name and percent. */
export const LIST_SEPARATOR = ";";
export const BOND_SEPARATOR = ":";

export const IMPORT_LIMITS = { maxBytes: 20 * 1024 * 1024, maxRows: 20_000 } as const;

export const IMPORT_PATHS = {
  template: "/reactapp/staff/projects/import/template.csv",
  import: "/reactapp/staff/projects/import/",
} as const;

export const IMPORT_ACTIONS = ["create", "update", "unchanged", "refused"] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export type ImportCellError = { column: string; message: string };

/** One data row of the file; `row` is its line in a spreadsheet (the header is row 1). */
export type ImportRowReport = {
  row: number;
  external_id: string;
  action: ImportAction;
  errors: ImportCellError[];
};

export type ImportReport = {
  dry_run: boolean;
  totals: Record<ImportAction, number>;
  /** Refused rows first, then the rest in the file's order. */
  rows: ImportRowReport[];
};

/** A file refused as a whole: nothing is written and no row is reported. */
export type ImportFileRefusal = { detail: string };

/** The query of POST …/import/: `?dry_run=1` checks the file and writes nothing. */
export const ImportQuerySchema = v.object({
  dry_run: v.optional(v.picklist(["1", "0", "true", "false"], "dry_run is 1 or 0."), "0"),
});
