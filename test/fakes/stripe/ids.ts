// Object ids shaped like Stripe's: a prefix and random base62 characters. Only Checkout Sessions name
// their mode in the id (cs_test_…, cs_live_…); other objects do not.
import { randomInt } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const random = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

export const newId = (prefix: string, length = 24) => `${prefix}_${random(length)}`;

export const sessionId = (livemode: boolean) => `cs_${livemode ? "live" : "test"}_a1${random(56)}`;

export const requestId = () => newId("req", 14);
