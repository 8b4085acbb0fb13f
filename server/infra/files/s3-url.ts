// S3_URL names an S3-compatible bucket in one string, always addressed path-style (host/bucket/key),
// which AWS, MinIO, Ceph, Garage, Cloudflare R2 and s3rver all answer:
//   s3://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=REGION]   (HTTPS)
//   http(s)://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=…]   (the scheme said outright)
// Key and secret are percent-encoded when they hold reserved characters; the region defaults to us-east-1.

export type S3Location = {
  endpoint: string;
  region: string;
  bucket: string;
  /** Put before every key ("" or ending in "/"), so one bucket can serve several sites. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const FORM = "Use s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX] or http(s)://KEY:SECRET@HOST[:PORT]/BUCKET.";

/** The bucket `value` names, or the problem with it. */
export function parseS3Url(value: string): S3Location | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: FORM };
  }
  const scheme = { "s3:": "https:", "https:": "https:", "http:": "http:" }[url.protocol];
  const [bucket = "", ...rest] = url.pathname.replace(/^\/+|\/+$/g, "").split("/");
  if (!scheme || !url.host || !bucket || !url.username || !url.password) return { problem: FORM };
  return {
    endpoint: `${scheme}//${url.host}`,
    region: url.searchParams.get("region") || "us-east-1",
    bucket,
    prefix: rest.length ? `${rest.join("/")}/` : "",
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
