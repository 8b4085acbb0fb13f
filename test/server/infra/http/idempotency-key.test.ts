// The fingerprint an Idempotency-Key keeps of its request body: equal for a retry, different for
// another body (IETF draft-ietf-httpapi-idempotency-key-header, 2.4 and 2.7).
import { describe, expect, it } from "vitest";
import { bodyFingerprint } from "../../../../server/infra/http/idempotency-key.ts";

describe("server: Idempotency-Key fingerprint", () => {
  it("is the same for the same fields in another order", () => {
    expect(bodyFingerprint({ name: "Dana", tags: ["a", "b"], nested: { x: 1, y: 2 } })).toBe(
      bodyFingerprint({ nested: { y: 2, x: 1 }, tags: ["a", "b"], name: "Dana" }),
    );
  });

  it("differs when a value, an array's order or a field's presence differs", () => {
    const base = bodyFingerprint({ name: "Dana", tags: ["a", "b"] });
    expect(bodyFingerprint({ name: "Dan", tags: ["a", "b"] })).not.toBe(base);
    expect(bodyFingerprint({ name: "Dana", tags: ["b", "a"] })).not.toBe(base);
    expect(bodyFingerprint({ name: "Dana", tags: ["a", "b"], extra: "" })).not.toBe(base);
    // A parsed JSON body may carry "__proto__" as a field of its own: it counts like any other.
    expect(bodyFingerprint(JSON.parse(`{"__proto__": "x"}`))).not.toBe(bodyFingerprint({}));
  });
});
