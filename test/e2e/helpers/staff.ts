// A console user's browser for the console journeys that do not test signing in itself: a staff member
// (or admin) made through the API helpers, second factor passed, their cookies put in a fresh context.
import type { StaffRole } from "../../../contract/staff/staff.ts";
import { signedInStaff, type StaffSession } from "../../helpers/staff.ts";
import { newPage, type LiveSite, type OpenedPage, type PageOptions } from "./live-site.ts";

export async function staffPage(
  site: LiveSite,
  username: string,
  { role = "staff", ...options }: PageOptions & { role?: StaffRole } = {},
): Promise<OpenedPage & { session: StaffSession }> {
  const session = await signedInStaff(site.app, username, { role });
  const opened = await newPage(site, options);
  const { hostname } = new URL(site.origin);
  await opened.page
    .context()
    .addCookies(Object.entries(session.cookies).map(([name, value]) => ({ name, value, domain: hostname, path: "/" })));
  return { ...opened, session };
}
