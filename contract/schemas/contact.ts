import * as v from "valibot";
import { email, leadContext, optionalPhone, optionalText, requiredText } from "./fields.ts";

/** POST /reactapp/create-contact/: the legacy contact form's fields. */
export const ContactSchema = v.strictObject({
  name: requiredText(100, "Name"),
  email,
  phone_number: optionalPhone,
  city: optionalText(100),
  company_name: optionalText(150),
  message: requiredText(5000, "Message"),
  ...leadContext,
});

export type ContactInput = v.InferInput<typeof ContactSchema>;
export type Contact = v.InferOutput<typeof ContactSchema>;
