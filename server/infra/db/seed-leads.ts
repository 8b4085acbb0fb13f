// `n` realistic leads for measuring the console's inbox: every type, the workflow's statuses, a few
// partners, senders with names, e-mails and companies, spread over the last year. Deterministic for a
// seed, apart from the references (random, as real ones are).
import { newReference } from "../../../contract/references.ts";
import type { LeadType } from "../../../contract/schemas/lead-paths.ts";
import type { Insertable } from "kysely";
import type { Db } from "./database.ts";
import type { LeadsTable } from "./schema.ts";
import { random } from "./seed-projects.ts";

const FIRST = ["Sam", "Dana", "Lee", "Ari", "Maria", "Omar", "Jia", "Priya", "Tom", "Grace", "Luis", "Nina"];
const LAST = ["Park", "Reyes", "Chen", "Alvarez", "Haddad", "Wong", "Patel", "Becker", "Okafor", "Novak"];
const COMPANIES = ["Park GC", "Reyes Builders", "Chen Masonry", "Summit Electric", "Bayview Mechanical", ""];
const PARTNERS = ["", "", "", "", "acme-plans", "bidhub", "northwind-gc"];
const PAGES = { contact: "/ContactUs/", quote: "/quote/", sample: "/samples/", reply: "/Blog_Detail6/" } as const;
const MESSAGES = [
  "We need a concrete take-off for a 3-story office.",
  "Could you price drywall and framing for 40 units?",
  "Looking for a full estimate, divisions 03 through 09.",
  "Please send a sample of an electrical take-off.",
];

type SeedRow = Insertable<LeadsTable>;

export function generateLeads(n: number, { seed = 2026, now = Date.now() } = {}): SeedRow[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const types: LeadType[] = ["quote", "quote", "contact", "contact", "sample", "reply"];
  const statuses = ["new", "new", "new", "contacted", "quoted", "won", "lost", "spam"];
  return Array.from({ length: n }, (_, i) => {
    const type = pick(types);
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const email = `${name.toLowerCase().replace(" ", ".")}${i}@example.com`;
    const company_name = pick(COMPANIES);
    const message = pick(MESSAGES);
    const payload =
      type === "quote"
        ? { full_name: name, email, company_name, project_title: `Project ${i}`, scope_of_project: message }
        : type === "reply"
          ? { article: PAGES.reply, name, email, message }
          : { name, email, company_name, message };
    const created = new Date(now - Math.floor(rand() * 365 * 86_400_000)).toISOString();
    return {
      type,
      reference: newReference(type),
      status: type === "reply" ? "pending_moderation" : pick(statuses),
      payload: JSON.stringify(payload),
      source_page: PAGES[type],
      referrer: rand() < 0.5 ? "https://www.google.com/" : "",
      utm: JSON.stringify(rand() < 0.3 ? { utm_source: "newsletter", utm_medium: "email" } : {}),
      partner: pick(PARTNERS),
      created_at: created,
      notified_at: created,
    };
  });
}

/** Inserts `n` generated leads, 500 a statement, in one transaction. */
export async function seedLeads(db: Db, n: number, options?: { seed?: number; now?: number }): Promise<void> {
  const leads = generateLeads(n, options);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < leads.length; start += 500)
      await trx
        .insertInto("leads")
        .values(leads.slice(start, start + 500))
        .execute();
  });
}
