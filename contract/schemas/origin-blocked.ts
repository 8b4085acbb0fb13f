// A lead endpoint's 403 to a page on an origin staff blocked; the widgets show the server's words as they
// are. Apart from lead-paths.ts, which every lead form's first download holds: only the console names it.
export const ORIGIN_BLOCKED = "This site is not allowed to send requests to QTO Solutions.";
