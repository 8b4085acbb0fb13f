// The four kinds of lead, their endpoints and schemas: the table the server and the widgets share.
import { BlogReplySchema } from "./blog-reply.ts";
import { ContactSchema } from "./contact.ts";
import { QuoteSchema } from "./quote.ts";
import { SampleRequestSchema } from "./sample-request.ts";

export const LEAD_TYPES = {
  contact: { path: "/reactapp/create-contact/", schema: ContactSchema, label: "Contact message" },
  quote: { path: "/reactapp/create-quote/", schema: QuoteSchema, label: "Quote request" },
  sample: { path: "/reactapp/create-sample-request/", schema: SampleRequestSchema, label: "Sample request" },
  reply: { path: "/reactapp/blog-replies/", schema: BlogReplySchema, label: "Blog reply" },
} as const;

export type LeadType = keyof typeof LEAD_TYPES;

/** What a lead endpoint answers with 201. */
export type LeadCreated = { id: number; reference: string };
