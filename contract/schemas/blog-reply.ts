import * as v from "valibot";
import { email, leadContext, requiredText } from "./fields.ts";

/** POST /reactapp/blog-replies/: a reader's reply to an article, held for moderation. */
export const BlogReplySchema = v.strictObject({
  // A legacy article (/Blog_Detail6/) or a post with a readable address (/blog/reading-drawings/).
  article: v.pipe(v.string(), v.regex(/^\/(?:Blog_Detail\d*|blog\/[a-z0-9]+(?:-[a-z0-9]+)*)\/$/, "Unknown article.")),
  name: requiredText(100, "Name"),
  email,
  message: requiredText(5000, "Message"),
  ...leadContext,
});

export type BlogReplyInput = v.InferInput<typeof BlogReplySchema>;
