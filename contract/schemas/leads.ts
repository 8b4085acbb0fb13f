// The four kinds of lead, their endpoints and schemas: the table the server and the widgets share.
import { leadTypeLabel } from "../choices/lead-types.ts";
import { BlogReplySchema } from "./blog-reply.ts";
import { ContactSchema } from "./contact.ts";
import { QuoteRequestSchema } from "./quote-request.ts";
import { LEAD_PATHS } from "./lead-paths.ts";
import { SampleRequestSchema } from "./sample-request.ts";

export type { LeadCreated, LeadType } from "./lead-paths.ts";

export const LEAD_TYPES = {
  contact: { path: LEAD_PATHS.contact, schema: ContactSchema, label: leadTypeLabel("contact") },
  quote: { path: LEAD_PATHS.quote, schema: QuoteRequestSchema, label: leadTypeLabel("quote") },
  sample: { path: LEAD_PATHS.sample, schema: SampleRequestSchema, label: leadTypeLabel("sample") },
  reply: { path: LEAD_PATHS.reply, schema: BlogReplySchema, label: leadTypeLabel("reply") },
} as const;
