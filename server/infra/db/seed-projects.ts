// Realistic, deterministic project leads: the same seed and day always give the same projects.
import type { BidPhase } from "../../../contract/choices/bid-phases.ts";
import csiDivisions from "../../../contract/choices/csi-divisions.json" with { type: "json" };
import { PROJECT_STATUSES } from "../../../contract/schemas/projects.ts";
import type { Insertable } from "kysely";
import type { TimeZone } from "../../../contract/choices/time-zones.ts";
import type { Db } from "./database.ts";
import type { ProjectsTable } from "./schema.ts";
import { zipCodeIn } from "./zip-prefixes.ts";

type NewProject = Insertable<ProjectsTable>;

const CITIES: Array<[string, string]> = [
  ["Houston", "TX"],
  ["Dallas", "TX"],
  ["Austin", "TX"],
  ["San Antonio", "TX"],
  ["Phoenix", "AZ"],
  ["Tucson", "AZ"],
  ["Los Angeles", "CA"],
  ["San Diego", "CA"],
  ["Sacramento", "CA"],
  ["Fresno", "CA"],
  ["Denver", "CO"],
  ["Chicago", "IL"],
  ["Springfield", "IL"],
  ["Atlanta", "GA"],
  ["Savannah", "GA"],
  ["Miami", "FL"],
  ["Orlando", "FL"],
  ["Tampa", "FL"],
  ["Charlotte", "NC"],
  ["Raleigh", "NC"],
  ["Nashville", "TN"],
  ["Memphis", "TN"],
  ["Columbus", "OH"],
  ["Cleveland", "OH"],
  ["Detroit", "MI"],
  ["Grand Rapids", "MI"],
  ["Minneapolis", "MN"],
  ["Seattle", "WA"],
  ["Spokane", "WA"],
  ["Portland", "OR"],
  ["Boise", "ID"],
  ["Salt Lake City", "UT"],
  ["Las Vegas", "NV"],
  ["Albuquerque", "NM"],
  ["Oklahoma City", "OK"],
  ["Kansas City", "MO"],
  ["St. Louis", "MO"],
  ["Omaha", "NE"],
  ["Des Moines", "IA"],
  ["Milwaukee", "WI"],
  ["Indianapolis", "IN"],
  ["Louisville", "KY"],
  ["Birmingham", "AL"],
  ["Jackson", "MS"],
  ["New Orleans", "LA"],
  ["Little Rock", "AR"],
  ["Richmond", "VA"],
  ["Baltimore", "MD"],
  ["Washington", "DC"],
  ["Philadelphia", "PA"],
  ["Pittsburgh", "PA"],
  ["Newark", "NJ"],
  ["New York", "NY"],
  ["Buffalo", "NY"],
  ["Boston", "MA"],
  ["Hartford", "CT"],
  ["Providence", "RI"],
  ["Burlington", "VT"],
  ["Manchester", "NH"],
  ["Portland", "ME"],
  ["Wilmington", "DE"],
  ["Charleston", "SC"],
  ["Columbia", "SC"],
  ["Charleston", "WV"],
  ["Fargo", "ND"],
  ["Sioux Falls", "SD"],
  ["Billings", "MT"],
  ["Cheyenne", "WY"],
  ["Anchorage", "AK"],
  ["Honolulu", "HI"],
  ["Wichita", "KS"],
];

const BUILDINGS = [
  "Elementary School",
  "Middle School",
  "High School Addition",
  "Fire Station No. {n}",
  "Police Precinct",
  "Community Health Clinic",
  "Distribution Warehouse",
  "Public Library Renovation",
  "Water Treatment Plant Upgrade",
  "Pump Station",
  "Municipal Parking Garage",
  "Senior Living Center",
  "Multifamily Residences",
  "Medical Office Building",
  "Recreation Center",
  "Transit Maintenance Facility",
  "Wastewater Lift Station",
  "County Courthouse Renovation",
  "University Science Building",
  "Hotel and Conference Center",
  "Retail Center",
  "Cold Storage Facility",
  "Airport Terminal Improvements",
  "Veterans Affairs Clinic",
  "Bridge Rehabilitation",
  "Roadway Reconstruction",
  "Stormwater Improvements",
  "Sports Complex",
  "Office Tenant Fit-Out",
  "Roof Replacement",
];
const QUALIFIERS = [
  "North",
  "South",
  "East",
  "West",
  "Central",
  "Riverside",
  "Lakeview",
  "Oak Grove",
  "Cedar Park",
  "Highland",
];
const COMPANY_PARTS = [
  [
    "Summit",
    "Keystone",
    "Ironwood",
    "Bluewater",
    "Granite",
    "Pioneer",
    "Redline",
    "Cornerstone",
    "Liberty",
    "Meridian",
  ],
  ["Builders", "Construction", "Contracting", "Constructors", "Development Group", "General Contractors", "Partners"],
];
const SOLICITATIONS = [
  "Invitation for Bid",
  "Request for Proposal",
  "Request for Qualifications",
  "Private Invitation",
];
const METHODS = ["Sealed bid", "Electronic bid", "Best value", "Negotiated"];
// In the order the generator has always drawn from, so a seed gives the projects it always gave.
// A phase that fits the bid date: bids still to come are in design, before bidding or open; bids
// already opened are awaiting results or awarded. (Each list is picked from with one draw, so the
// other fields come out as before.)
const PHASES_BEFORE: BidPhase[] = ["bidding", "pre_bid", "bidding", "bidding", "design"];
const PHASES_AFTER: BidPhase[] = ["bid_results", "awarded", "bid_results", "awarded", "awarded"];
const STREETS = ["Main St", "Oak Ave", "Industrial Pkwy", "Market St", "Washington Blvd", "Lincoln Rd", "Airport Dr"];

/** mulberry32: a tiny, fast PRNG with a good spread, deterministic for a given seed. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The demo's bids close at 2 pm local time; the zone is the state's main one.
const ZONE_OF_STATE: Record<string, TimeZone> = {
  ...Object.fromEntries(["CO", "ID", "MT", "NM", "UT", "WY"].map((state) => [state, "America/Denver"] as const)),
  ...Object.fromEntries(
    ["AL", "AR", "IA", "IL", "KS", "LA", "MN", "MO", "MS", "ND", "NE", "OK", "SD", "TN", "TX", "WI"].map(
      (state) => [state, "America/Chicago"] as const,
    ),
  ),
  ...Object.fromEntries(["CA", "NV", "OR", "WA"].map((state) => [state, "America/Los_Angeles"] as const)),
  AZ: "America/Phoenix",
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
};

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** `n` projects with bid dates from 90 days before `today` to 120 days after it. */
export function generateProjects(n: number, { seed = 2026, today = new Date() } = {}): NewProject[] {
  const rand = random(seed);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  const midnight = new Date(`${isoDay(today)}T00:00:00Z`);

  return Array.from({ length: n }, () => {
    const [city, state] = pick(CITIES);
    const bidDate = addDays(midnight, int(-90, 120));
    const postedAt = addDays(midnight, -int(0, 45));
    const divisions = [...new Set(Array.from({ length: int(2, 6) }, () => pick(csiDivisions).value))].sort();
    const document = (prefix: string, index: number) => ({
      name: `${prefix}-${String(index + 1).padStart(2, "0")}.pdf`,
      size: int(80_000, 24_000_000),
      date: isoDay(addDays(postedAt, int(0, 10))),
    });
    const documents = (prefix: string, count: number) => Array.from({ length: count }, (_, k) => document(prefix, k));
    const preBid =
      rand() < 0.7 ? `${isoDay(addDays(bidDate, -int(5, 20)))}T${String(int(8, 15)).padStart(2, "0")}:00:00` : null;
    const amount = Math.round((100 + rand() ** 2.2 * 4_999_900) * 100) / 100;
    return {
      name: `${city} ${pick(QUALIFIERS)} ${pick(BUILDINGS).replace("{n}", String(int(1, 40)))}`,
      city,
      state,
      company: `${pick(COMPANY_PARTS[0]!)} ${pick(COMPANY_PARTS[1]!)}`,
      status: pick(PROJECT_STATUSES),
      bid_date: isoDay(bidDate),
      bid_amount: amount,
      progress: int(0, 100),
      featured: rand() < 0.08 ? 1 : 0,
      posted_at: postedAt.toISOString(),
      solicitation: pick(SOLICITATIONS),
      bidding_method: pick(METHODS),
      bid_phase: pick(bidDate >= midnight ? PHASES_BEFORE : PHASES_AFTER),
      completion_days: int(60, 720),
      liquidated_damages: int(2, 50) * 100,
      bid_deposit: `${pick([5, 10])}% of bid amount`,
      bid_location: `${city} ${pick(["City Hall", "Purchasing Office", "County Administration Building", "online portal"])}`,
      pre_bid_meeting: preBid,
      address: `${int(100, 9999)} ${pick(STREETS)}, ${city}, ${state} ${zipCodeIn(state, rand())}`,
      divisions: JSON.stringify(divisions),
      bonds: JSON.stringify([
        { name: "Bid bond", percent: pick([5, 10]) },
        { name: "Performance bond", percent: 100 },
        { name: "Payment bond", percent: 100 },
      ]),
      documents: JSON.stringify({
        specs: documents("SPEC", int(5, 40)),
        plans: documents("PLAN", int(1, 12)),
        qtos: documents("QTO", int(0, 25)),
        addendums: documents("ADDENDUM", int(0, 5)),
        videos: documents("QTO-VIDEO", int(0, 1)).map((d) => ({ ...d, name: d.name.replace(".pdf", ".mp4") })),
      }),
      bid_time: "14:00",
      time_zone: ZONE_OF_STATE[state] ?? "America/New_York",
      demo: 1,
    } satisfies NewProject;
  });
}

/** Inserts `n` generated projects, in batches inside one transaction. */
export async function seedProjects(db: Db, n: number, options?: { seed?: number; today?: Date }): Promise<void> {
  const projects = generateProjects(n, options);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("project_edits")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    for (let start = 0; start < projects.length; start += 500) {
      await trx
        .insertInto("projects")
        .values(projects.slice(start, start + 500))
        .execute();
    }
    // One edit of "every project" (0, migration 028) in place of one per row: the board index is built
    // anew either way, and a million rows of edits would only be trimmed again.
    if (n) {
      await trx
        .deleteFrom("project_edits")
        .where("id", ">", Number(before?.id ?? 0))
        .execute();
      await trx.insertInto("project_edits").values({ project_id: 0 }).execute();
    }
  });
}

/** Seeds `n` projects when the table is empty, so a fresh install has a board to show. */
export async function seedIfEmpty(db: Db, n = 250): Promise<boolean> {
  // One row is enough to know, without counting the table (see migration 008).
  const any = await db.selectFrom("projects").select("id").limit(1).executeTakeFirst();
  if (any) return false;
  await seedProjects(db, n);
  return true;
}
