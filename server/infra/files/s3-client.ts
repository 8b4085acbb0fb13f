// The S3 client for a bucket S3_URL or BACKUP_S3_URL names (s3-url.ts): path-style, with the URL's keys.
import { S3Client } from "@aws-sdk/client-s3";
import type { S3Location } from "./s3-url.ts";

export function s3Client(location: S3Location): S3Client {
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default
    // CRC32 trailers (https://github.com/aws/aws-sdk-js-v3/issues/6810).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}
