// Serves a stored take-off file as a download, to staff and to its buyer alike.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FileStore } from "../../infra/files/file-store.ts";
import { sendStored } from "../../infra/files/send-stored.ts";
import type { FileKind } from "../../infra/files/sniff.ts";

export const sendDeliverable = (
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  file: { file_key: string; kind: string; name: string },
) =>
  sendStored(request, reply, {
    files,
    key: file.file_key,
    kind: file.kind as FileKind,
    filename: file.name,
    disposition: "attachment",
  });
