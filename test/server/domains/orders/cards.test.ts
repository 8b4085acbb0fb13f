// The card rules of the payment fields: 13 to 19 digits with the Luhn check, expiry, security code.
import { describe, expect, it } from "vitest";
import {
  brandOf,
  digitsOf,
  expiryValid,
  luhnValid,
  securityCodeValid,
} from "../../../../server/domains/orders/payments/cards.ts";

describe("server: card rules", () => {
  it("accepts the public test numbers and refuses a changed digit or a wrong length", () => {
    for (const number of ["4242 4242 4242 4242", "4000 0000 0000 0002", "5555 5555 5555 4444", "3782 822463 10005"]) {
      expect(luhnValid(digitsOf(number)), number).toBe(true);
    }
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("424242424242")).toBe(false);
    expect(luhnValid("42424242424242424242")).toBe(false);
  });

  it("names the brand and asks Amex for four digits, the others for three", () => {
    expect(brandOf("4242424242424242")).toBe("visa");
    expect(brandOf("378282246310005")).toBe("amex");
    expect(securityCodeValid("1234", "amex")).toBe(true);
    expect(securityCodeValid("123", "amex")).toBe(false);
    expect(securityCodeValid("123", "visa")).toBe(true);
    expect(securityCodeValid("12a", "visa")).toBe(false);
  });

  it("takes an expiry from this month to ten years ahead", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(expiryValid("11", "2026", now)).toBe(true);
    expect(expiryValid("10", "2026", now)).toBe(false);
    expect(expiryValid("01", "2036", now)).toBe(true);
    expect(expiryValid("01", "2037", now)).toBe(false);
    expect(expiryValid("13", "2027", now)).toBe(false);
    expect(expiryValid("1", "2027", now)).toBe(false);
  });
});
