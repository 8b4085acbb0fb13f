// How hard a new password is to guess, estimated by zxcvbn-ts as a cracker would try it: dictionary words,
// repeats ("aaaaaaaaaaaa", "123412341234"), sequences, keyboard walks, dates, l33t. Length alone lets
// those through. Server only: the estimator and its dictionary weigh hundreds of kilobytes, too much for
// the register form's download. OWASP ASVS 5.0 V6.2 asks to refuse weak passwords; NIST SP 800-63B 3.1.1.2
// to check them against what attackers try first.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { isCommonPassword } from "./passwords.ts";

/**
 * zxcvbn's score 3, "safely unguessable": about 10^10 guesses, moderate protection in an offline
 * slow-hash attack; 0 to 2 fall to an online or quick offline one (zxcvbn's README).
 */
export const STRONG_ENOUGH = 3;

// Built on the first registration, not at import: it indexes 49,000 common passwords and more.
let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's score of `password`, 0 (too guessable) to 4 (very unguessable). */
export function passwordScore(password: string): number {
  // Its first 64 characters only: the estimate grows with the square of the length (a quarter second
  // for 128 random characters, on the event loop), and 64 well-chosen characters are strong already.
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 64 });
  return estimator.check(password).score;
}

export const PASSWORD_TOO_COMMON = "This password is too common.";
export const PASSWORD_TOO_WEAK =
  "This password is too easy to guess: avoid repeats, sequences and single words; a few unrelated words work well.";

export const isWeakPassword = (password: string) => passwordScore(password) < STRONG_ENOUGH;

/** Why a new password is refused (too common, too easy to guess), or undefined: registration and staff accounts. */
export function passwordProblem(password: string): string | undefined {
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  if (isWeakPassword(password)) return PASSWORD_TOO_WEAK;
  return undefined;
}
