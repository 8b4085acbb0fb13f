// GET /reactapp/blog-replies/?article=…: the approved replies under one article, as every visitor sees
// them. Name, message and date only: a reader's e-mail address never leaves the console.
import * as v from "valibot";
import { BlogReplySchema } from "./blog-reply.ts";

export const PublishedRepliesQuery = v.strictObject({ article: BlogReplySchema.entries.article });

export type PublishedReply = { name: string; message: string; date: string };
export type PublishedReplies = { article: string; count: number; replies: PublishedReply[] };
