// A local S3-compatible server for tests (s3rver, in this process, keeping its objects in a temporary
// folder): what S3_URL points the server's file store at.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type RunningS3 = { url: string; stop: () => Promise<void> };

/** s3rver's own fixed credentials. */
const KEY = "S3RVER";

export async function startS3(bucket = "qto-files"): Promise<RunningS3> {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "qto-s3-")),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return { url: `http://${KEY}:${KEY}@127.0.0.1:${port}/${bucket}`, stop: () => server.close() };
}
