// Webhooks go to public addresses only, unless WEBHOOK_ALLOW_PRIVATE=1.
import { describe, expect, it } from "vitest";
import { refusedAddress, refusedUrl } from "../../../../server/domains/webhooks/destination.ts";

const strict = { allowPrivate: false, requireHttps: true };

describe("webhooks: destinations", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "carrierGradeNat"],
    ["169.254.169.254", "linkLocal"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "linkLocal"],
    ["fc00::1", "uniqueLocal"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
  ])("refuses %s (%s)", (address, range) => {
    expect(refusedAddress(address)).toContain(range);
  });

  it("allows public unicast addresses", () => {
    expect(refusedAddress("8.8.8.8")).toBeUndefined();
    expect(refusedAddress("2606:4700::1111")).toBeUndefined();
  });

  it("refuses private, loopback and IPv4-mapped hosts written in URLs, plain http in production, credentials", async () => {
    expect(await refusedUrl("https://127.0.0.1/hook", strict)).toMatch(/private network/);
    expect(await refusedUrl("https://[::ffff:169.254.169.254]/hook", strict)).toMatch(/linkLocal/);
    expect(await refusedUrl("https://localhost/hook", strict)).toMatch(/loopback/);
    expect(await refusedUrl("http://8.8.8.8/hook", strict)).toBe("Use an https:// URL.");
    expect(await refusedUrl("https://user:pw@8.8.8.8/hook", strict)).toMatch(/passwords/);
    expect(await refusedUrl("https://8.8.8.8/hook", strict)).toBeUndefined();
  });

  it("allows private destinations and plain http when told to", async () => {
    expect(await refusedUrl("http://127.0.0.1:9/hook", { allowPrivate: true, requireHttps: true })).toBeUndefined();
  });
});
