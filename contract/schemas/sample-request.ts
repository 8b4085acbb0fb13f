import * as v from "valibot";
import sampleTypes from "../choices/sample-types.json" with { type: "json" };
import { choice, email, leadContext, optionalText, requiredText } from "./fields.ts";

/** POST /reactapp/create-sample-request/: the free-sample form. */
export const SampleRequestSchema = v.strictObject({
  sample_type: choice(sampleTypes, "Select a sample type."),
  name: requiredText(100, "Name"),
  email,
  company_name: optionalText(150),
  ...leadContext,
});

export type SampleRequestInput = v.InferInput<typeof SampleRequestSchema>;
