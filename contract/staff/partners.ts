// The console's partners: GET/POST /reactapp/staff/partners/, PUT/DELETE …/<id>/, each partner's
// allowed origins, POST/DELETE …/<id>/origins/, and the unlisted origins that sent leads: allowed with
// POST …/unlisted/allow/ (to a partner named after the host, or a chosen one), blocked with POST
// …/blocked/ and unblocked with DELETE …/blocked/?origin=.
import * as v from "valibot";
import { email } from "../schemas/fields.ts";

const text = (max: number) =>
  v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(max, `Ensure this field has no more than ${max} characters.`)),
    "",
  );

/** What a partner's pages put in `data-partner`: lower-case letters, digits and dashes. */
export const PARTNER_ID = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export const PartnerFields = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty("Name is required."), v.maxLength(120)),
  contact_name: text(120),
  contact_email: v.optional(v.union([v.literal(""), email], "Enter a valid email address."), ""),
  notes: text(2000),
});

export const NewPartner = v.strictObject({
  id: v.pipe(
    v.string(),
    v.trim(),
    v.regex(PARTNER_ID, 'Use lower-case letters, digits and dashes, as in data-partner="acme-builders".'),
  ),
  ...PartnerFields.entries,
});

export type PartnerInput = v.InferInput<typeof NewPartner>;

const ORIGIN_MESSAGE = "Enter an origin: scheme, host and port only, as https://partner.example.";

/**
 * An origin as browsers send it in the Origin header (RFC 6454 §6.1): scheme, host and a port other
 * than the scheme's default, nothing else, so the stored value matches the header byte for byte.
 */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

/** A plain-HTTP origin is only taken for the developer's own machine (in production). */
export const isLocalOrigin = (origin: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/** The longest origin stored or answered: a hostname's 253 characters leave room for scheme and port. */
export const ORIGIN_MAX_LENGTH = 200;

const origin = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(ORIGIN_MAX_LENGTH, ORIGIN_MESSAGE),
  v.check(isOrigin, ORIGIN_MESSAGE),
);

export const OriginBody = v.strictObject({ origin });

/** Allow an unlisted origin: to partner `partner`, or (none given) to a new partner named after its host. */
export const AllowOriginBody = v.strictObject({
  origin,
  partner: v.optional(v.pipe(v.string(), v.regex(PARTNER_ID, "Choose a partner from the list."))),
});

export const OriginQuery = v.strictObject({ origin: v.pipe(v.string(), v.maxLength(200)) });

export const HTTPS_ONLY_MESSAGE = "Use https:// (plain http is only allowed for localhost).";

export type Partner = {
  id: string;
  name: string;
  contact_name: string;
  contact_email: string;
  notes: string;
  origins: string[];
  created_at: string;
  /** Leads stored with this partner's id since the first of this month (UTC). */
  leads_this_month: number;
};

/**
 * An origin no one listed that sent leads (stored, marked "from an unlisted site"), or that staff
 * blocked: how many leads it sent, the last one's time, and the block if there is one.
 */
export type UnlistedOrigin = {
  origin: string;
  leads: number;
  last_lead: string | null;
  blocked: { at: string; by: string } | null;
};

/**
 * `seed_origins` come from ALLOWED_ORIGINS at start: allowed, but not changed from the console.
 * `unlisted`: the origins in neither list that sent leads, and the blocked ones, latest lead first.
 */
export type PartnersList = { partners: Partner[]; seed_origins: string[]; unlisted: UnlistedOrigin[] };
