// Registration (/Register/): creates the account, signs the visitor in, moves their stars to it and
// takes them back to where they came from (?next=), or Home.
import definition from "../../../contract/forms/register.json" with { type: "json" };
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import { RegisterFields } from "../../../contract/schemas/accounts.ts";
import { accountWidget } from "../../kits/account-forms/account-widget.tsx";
import { withPasswordMatch } from "../../kits/account-forms/password-match.ts";
import type { Values } from "../../kits/core/form/draft.ts";
import { validate } from "../../kits/checks/validate.ts";

export default accountWidget({
  definition: definition as SiteFormDefinition,
  path: "/reactapp/register/",
  problems: withPasswordMatch((values: Values) => validate(RegisterFields, values)),
  dependents: { password: ["confirm_password"] },
  other: { question: "Already have an account?", label: "Log in", page: "/login/" },
});
