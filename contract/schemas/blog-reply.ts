import * as v from "valibot";
import { email, leadContext, requiredText } from "./fields.ts";

/** POST /reactapp/blog-replies/: a reader's reply to an article, held for moderation. */
export const BlogReplySchema = v.strictObject({
  article: v.pipe(v.string(), v.regex(/^\/Blog_Detail\d*\/$/, "Unknown article.")),
  name: requiredText(100, "Name"),
  email,
  message: requiredText(5000, "Message"),
  ...leadContext,
});

export type BlogReplyInput = v.InferInput<typeof BlogReplySchema>;
