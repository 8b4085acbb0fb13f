// Request validation with the contract's schemas; failures answer 400 in DRF's field-error shape.
import type { FastifyReply } from "fastify";
import * as v from "valibot";
import { toFieldErrors } from "../../../contract/schemas/errors.ts";

/** The parsed value, or undefined after answering 400 with the field errors. */
export function parseOr400<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  reply: FastifyReply,
): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  reply.code(400).send(toFieldErrors(result.issues));
  return undefined;
}
