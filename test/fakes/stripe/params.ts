// Reading decoded parameters the way the API does: strings on the wire become the integers, lists and
// metadata an endpoint expects, and anything it does not know is refused rather than ignored, so a
// product sending a parameter the fake does not model learns it at once.
import type { Form, FormValue } from "./form-encoding.ts";
import { invalidParam, missingParam, unknownParam } from "./stripe-errors.ts";

/** Refuses top-level (or, with `prefix`, nested) parameters outside `allowed`. */
export function onlyKnown(params: Form | undefined, allowed: readonly string[], prefix = ""): void {
  for (const name of Object.keys(params ?? {})) {
    if (!allowed.includes(name)) throw unknownParam(prefix ? `${prefix}[${name}]` : name);
  }
}

export function string(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidParam(param, `Invalid string: ${param} must be a string.`);
  return value;
}

export function requiredString(value: FormValue | undefined, param: string): string {
  const text = string(value, param);
  if (!text) throw missingParam(param);
  return text;
}

export function integer(
  value: FormValue | undefined,
  param: string,
  { min, max }: { min?: number; max?: number } = {},
): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string" || !/^-?\d+$/.test(value)) {
    throw invalidParam(param, `Invalid integer: ${String(value)}`, "parameter_invalid_integer");
  }
  const number = Number(value);
  if (min !== undefined && number < min) {
    throw invalidParam(param, `This value must be greater than or equal to ${min}.`, "parameter_invalid_integer");
  }
  if (max !== undefined && number > max) {
    throw invalidParam(param, `This value must be less than or equal to ${max}.`, "parameter_invalid_integer");
  }
  return number;
}

export function object(value: FormValue | undefined, param: string): Form | undefined {
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw invalidParam(param, `Invalid object: ${param}.`);
  return value;
}

export function array(value: FormValue | undefined, param: string): FormValue[] | undefined {
  if (value === undefined || value === "") return undefined;
  if (!Array.isArray(value))
    throw invalidParam(param, `Invalid array: ${param} must be an array.`, "parameter_invalid_array");
  return value.filter((item) => item !== undefined);
}

export const strings = (value: FormValue | undefined, param: string): string[] | undefined =>
  array(value, param)?.map((item, index) => requiredString(item, `${param}[${index}]`));

/** Metadata within Stripe's limits (https://docs.stripe.com/api/metadata): an empty value drops a key. */
export function metadata(value: FormValue | undefined, param = "metadata"): Record<string, string> | undefined {
  const given = object(value, param);
  if (!given) return undefined;
  const entries = Object.entries(given).filter(([, text]) => text !== "");
  if (entries.length > 50) throw invalidParam(param, "You can specify up to 50 keys in metadata.");
  for (const [key, text] of entries) {
    if (typeof text !== "string") throw invalidParam(`${param}[${key}]`, "Metadata values must be strings.");
    if (key.length > 40) throw invalidParam(`${param}[${key}]`, "Metadata keys can be up to 40 characters long.");
    if (text.length > 500) throw invalidParam(`${param}[${key}]`, "Metadata values can be up to 500 characters long.");
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** `expand[]`, which every endpoint accepts. */
export const expandList = (params: Form): string[] => strings(params.expand, "expand") ?? [];
