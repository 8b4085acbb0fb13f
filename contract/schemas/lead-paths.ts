// The endpoint of each kind of lead, apart from the schemas so a widget can post without bundling the
// other forms' rules. The paths live in ../lead-paths.json, which the pages' plain forms read too.
import paths from "../lead-paths.json" with { type: "json" };

export const LEAD_PATHS = paths;

export type LeadType = keyof typeof LEAD_PATHS;

/** What a lead endpoint answers with 201. */
export type LeadCreated = { id: number; reference: string };
