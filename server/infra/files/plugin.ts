// `app.files`: the store of uploaded files (file-store.ts), shared by every feature that keeps files.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { fileStore, type FileStore } from "./file-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    files: FileStore;
  }
}

export const filesPlugin = fp(
  async (app: FastifyInstance, { dataDir }: { dataDir: string }) => {
    app.decorate("files", fileStore(dataDir));
  },
  { name: "files" },
);
