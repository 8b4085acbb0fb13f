// A new password, with the current one and the new one typed twice: in the account's settings, and at the
// sign-in of a staff member whose password an administrator chose.
import changePassword from "../../../contract/account/forms/change-password.json" with { type: "json" };
import { ChangePasswordSchema } from "../../../contract/account/account.ts";
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import { validate } from "../checks/validate.ts";
import type { Values } from "../core/form/draft.ts";
import { AccountForm, type AccountFormProps } from "./account-form.tsx";
import { withPasswordMatch } from "./password-match.ts";

export type PasswordChange = { current_password: string; password: string };

export function ChangePasswordForm({
  send,
  remedy,
}: {
  /** Sends the change: a message returned is shown as done, nothing returned moves the page on. */
  send: (change: PasswordChange) => Promise<void | string>;
  remedy?: AccountFormProps["remedy"];
}) {
  // Both are text fields: their values are strings.
  const change = (values: Values) =>
    ({ current_password: values.current_password, password: values.password }) as PasswordChange;
  return (
    <AccountForm
      definition={changePassword as SiteFormDefinition}
      prefill={{}}
      problems={withPasswordMatch((values: Values) => validate(ChangePasswordSchema, change(values)))}
      dependents={{ password: ["confirm_password"] }}
      remedy={remedy}
      send={(values) => send(change(values))}
    />
  );
}
