// Login (/login/): signs the visitor in, moves their stars to the account and takes them back to where
// they came from (?next=), or Home.
import definition from "../../../contract/forms/login.json" with { type: "json" };
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import { LoginSchema } from "../../../contract/schemas/accounts.ts";
import { accountWidget } from "../../kits/account-forms/account-widget.tsx";
import type { Values } from "../../kits/core/form/draft.ts";
import { validate } from "../../kits/checks/validate.ts";

export default accountWidget({
  definition: definition as SiteFormDefinition,
  path: "/reactapp/drflogin/",
  problems: (values: Values) => validate(LoginSchema, values),
  other: { question: "New to QTO Solutions?", label: "Register", page: "/Register/" },
});
