// Registration (/Register/): creates the account, signs the visitor in, moves their stars to it and
// takes them back to where they came from (?next=), or Home.
import definition from "../../contract/forms/register.json" with { type: "json" };
import type { SiteFormDefinition } from "../../contract/forms/types.ts";
import { PASSWORDS_DIFFER, passwordsMatch, RegisterFields } from "../../contract/schemas/accounts.ts";
import { accountWidget } from "../account-forms/account-widget.tsx";
import type { Values } from "../core/form/draft.ts";
import { validate } from "../core/form/validate.ts";

function problems(values: Values) {
  const found = validate(RegisterFields, values);
  const input = values as { password: string; confirm_password: string };
  if (input.confirm_password && !found.password && !passwordsMatch(input)) found.confirm_password = [PASSWORDS_DIFFER];
  return found;
}

export default accountWidget({
  definition: definition as SiteFormDefinition,
  path: "/reactapp/register/",
  problems,
  dependents: { password: ["confirm_password"] },
  other: { question: "Already have an account?", label: "Log in", page: "/login/" },
});
