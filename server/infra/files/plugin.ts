// `app.files`: the store of uploaded files (file-store.ts), shared by every feature that keeps files;
// `app.objects`: the object store beneath it (local disk, or the S3_URL bucket every process shares),
// which the quote form's specification files use too (uploads.ts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { diskObjects } from "./disk-objects.ts";
import { fileStore, type FileStore } from "./file-store.ts";
import type { ObjectStore } from "./object-store.ts";
import type { S3Location } from "./s3-url.ts";

declare module "fastify" {
  interface FastifyInstance {
    files: FileStore;
    objects: ObjectStore;
  }
}

export const filesPlugin = fp(
  async (app: FastifyInstance, { dataDir, s3 }: { dataDir: string; s3?: S3Location }) => {
    let objects: ObjectStore = diskObjects(dataDir);
    if (s3) {
      // The AWS SDK (about 20 MB of modules) loads only for a process that uses it.
      const { s3Objects } = await import("./s3-objects.ts");
      const bucket = s3Objects(s3);
      app.addHook("onClose", async () => bucket.destroy());
      objects = bucket;
    }
    app.decorate("objects", objects);
    app.decorate("files", fileStore(objects));
  },
  { name: "files" },
);
