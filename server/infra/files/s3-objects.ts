// Objects in an S3-compatible bucket (S3_URL, see s3-url.ts), so every server process reads the files
// any of them stored. New files are staged in a local temporary folder, checked there, then sent with
// PutObject; a browser's GET is passed on with its Range and validators, and S3's answer (200, 206,
// 304, 416) handed back as it came.
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { s3Client } from "./s3-client.ts";
import type { ServedObject, ObjectStore } from "./object-store.ts";
import type { S3Location } from "./s3-url.ts";

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function s3Objects(location: S3Location): ObjectStore & { destroy(): void } {
  const client = s3Client(location);
  const Bucket = location.bucket;
  const Key = (key: string) => `${location.prefix}${key}`;
  let stagingDir: Promise<string> | undefined;

  return {
    async staging(key) {
      stagingDir ??= mkdtemp(path.join(tmpdir(), "qto-staging-"));
      return path.join(await stagingDir, key.replaceAll("/", "_"));
    },
    async commit(key, staged) {
      try {
        const { size } = await stat(staged);
        await client.send(
          new PutObjectCommand({ Bucket, Key: Key(key), Body: createReadStream(staged), ContentLength: size }),
        );
      } finally {
        await rm(staged, { force: true });
      }
    },
    async discard(key, staged) {
      await rm(staged, { force: true });
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async list(prefix) {
      const found = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: Key(prefix), ContinuationToken }));
        for (const object of page.Contents ?? [])
          found.push({ key: object.Key!.slice(location.prefix.length), modifiedMs: object.LastModified!.getTime() });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async serve(key, request): Promise<ServedObject> {
      const since = header(request, "if-modified-since");
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: Key(key),
            Range: header(request, "range"),
            IfNoneMatch: header(request, "if-none-match"),
            // A date that does not parse is ignored, as the disk store does (RFC 9110 §13.1.3).
            IfModifiedSince: since && !Number.isNaN(Date.parse(since)) ? new Date(since) : undefined,
          }),
        );
        const headers: ServedObject["headers"] = { "accept-ranges": "bytes" };
        if (answer.ContentLength !== undefined) headers["content-length"] = answer.ContentLength;
        if (answer.ContentRange) headers["content-range"] = answer.ContentRange;
        if (answer.ETag) headers.etag = answer.ETag;
        if (answer.LastModified) headers["last-modified"] = answer.LastModified.toUTCString();
        return { statusCode: answer.ContentRange ? 206 : 200, headers, stream: answer.Body as Readable };
      } catch (error) {
        // S3 answers 304 and 416 as errors; the SDK throws them with the status kept in $metadata.
        const status = (error as S3ServiceException).$metadata?.httpStatusCode;
        if (status === 304 || status === 404 || status === 416) return { statusCode: status, headers: {} };
        throw error;
      }
    },
    destroy: () => client.destroy(),
  };
}
