// Sends one signed webhook request as the Standard Webhooks specification says
// (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md): headers
// webhook-id (the event id, the receiver's key to dedupe), webhook-timestamp and webhook-signature
// (`v1,` + base64 HMAC-SHA256 of "id.timestamp.body" under the secret after `whsec_`), signed with the
// spec's own package. Redirects are not followed (a redirect could point anywhere), the whole exchange
// is cut off after 10 s, and only a short excerpt of the answer is kept.
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { Webhook } from "standardwebhooks";
import type { DeliveryAttempt } from "../../../contract/staff/webhooks.ts";
import { checkedLookup, refusedAddress } from "./destination.ts";

const TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 200;

export type Outgoing = { url: string; secret: string; eventId: string; body: string; allowPrivate: boolean };

/** Posts the event and tells how it went; never throws. 2xx is success, anything else a failure. */
export async function sendWebhook({ url, secret, eventId, body, allowPrivate }: Outgoing): Promise<DeliveryAttempt> {
  const started = Date.now();
  const at = new Date(started).toISOString();
  const attempt = (status: number | null, error: string | null, excerpt = ""): DeliveryAttempt => ({
    at,
    status,
    error,
    duration_ms: Date.now() - started,
    excerpt,
  });
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  // An address written in the URL is never looked up, so it is checked here.
  const refused = !allowPrivate && isIP(host) ? refusedAddress(host) : undefined;
  if (refused) return attempt(null, `refused: ${refused}`);

  const timestamp = new Date();
  const signature = new Webhook(secret).sign(eventId, timestamp, body);
  return new Promise((resolve) => {
    const request = (target.protocol === "https:" ? https : http).request(target, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "QTO-Solutions-Webhooks/1",
        "webhook-id": eventId,
        "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
        "webhook-signature": signature,
      },
      timeout: TIMEOUT_MS,
      ...(allowPrivate ? {} : { lookup: checkedLookup }),
    });
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on("error", (error) => {
      clearTimeout(deadline);
      resolve(attempt(null, error.message));
    });
    request.on("response", (response) => {
      let excerpt = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        excerpt += chunk;
        // Enough read: the rest of the answer is not ours to keep.
        if (excerpt.length >= EXCERPT_CHARS) response.destroy();
      });
      response.on("close", () => {
        clearTimeout(deadline);
        const status = response.statusCode ?? null;
        const ok = status !== null && status >= 200 && status < 300;
        resolve(attempt(status, ok ? null : `answered ${status}`, excerpt.slice(0, EXCERPT_CHARS)));
      });
    });
    request.end(body);
  });
}
