// S3_URL's two forms name the same bucket; anything that does not name endpoint, bucket and both keys
// is refused at start, through the configuration's check.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../../server/config.ts";
import { parseS3Url } from "../../../../server/infra/files/s3-url.ts";

describe("S3_URL", () => {
  it("reads s3:// as HTTPS, with the bucket, a prefix, the region and percent-encoded keys", () => {
    expect(parseS3Url("s3://AKIA1:se%2Fcret@s3.example.com/plans/site-a/files?region=eu-west-3")).toEqual({
      endpoint: "https://s3.example.com",
      region: "eu-west-3",
      bucket: "plans",
      prefix: "site-a/files/",
      accessKeyId: "AKIA1",
      secretAccessKey: "se/cret",
    });
  });

  it("keeps the scheme and port of the http(s) form, in us-east-1 by default", () => {
    expect(parseS3Url("http://minio:minio123@127.0.0.1:9000/qto")).toEqual({
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      bucket: "qto",
      prefix: "",
      accessKeyId: "minio",
      secretAccessKey: "minio123",
    });
  });

  it.each(["s3://host/bucket", "s3://key:secret@host", "ftp://key:secret@host/bucket", "bucket"])(
    "refuses %s at start",
    (value) => {
      expect(() => loadConfig({ NODE_ENV: "test", S3_URL: value })).toThrow(/S3_URL: Use s3:\/\/KEY:SECRET@HOST/);
    },
  );

  it("refuses a REDIS_URL that is not redis:// or rediss://", () => {
    expect(() => loadConfig({ NODE_ENV: "test", REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL: Use redis:\/\//);
    expect(loadConfig({ NODE_ENV: "test", REDIS_URL: "rediss://:pw@cache:6380/2" }).redisUrl).toBe(
      "rediss://:pw@cache:6380/2",
    );
  });
});
