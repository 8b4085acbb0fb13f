// How the project widgets write amounts, dates, statuses and the time left to bid.
import { projectStatuses } from "../../../contract/choices/project-statuses.ts";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export const formatDollars = (amount: number) => dollars.format(amount);

/** "unsolicited" → "Unsolicited", as the board's status filter says it. */
export const formatStatus = (status: string) => projectStatuses.find((s) => s.value === status)?.label ?? status;

/** "2027-03-04" → "Mar 4, 2027". */
export const formatDate = (isoDate: string) => day.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** Whole days from today (the visitor's) to the bid date; negative once it has passed. */
export function daysLeft(isoDate: string, now = new Date()): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) - today) / 86_400_000);
}

export function daysLeftText(isoDate: string, now = new Date()): string {
  const days = daysLeft(isoDate, now);
  if (days < 0) return "Bidding closed";
  if (days === 0) return "Bids due today";
  return days === 1 ? "1 day left" : `${days} days left`;
}

export const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
