// The rule across a new password and its confirmation, added to a form's own problems: the server never
// sees the confirmation, so the widget checks it (valibot's partialCheck would join every partner page's runtime).
import type { FieldErrors } from "../../../contract/schemas/errors.ts";
import { PASSWORDS_DIFFER, passwordsMatch } from "../../../contract/schemas/accounts.ts";
import type { Values } from "../core/form/draft.ts";

export function withPasswordMatch(problems: (values: Values) => FieldErrors) {
  return (values: Values): FieldErrors => {
    const found = problems(values);
    const input = values as { password: string; confirm_password: string };
    if (input.confirm_password && !found.password && !passwordsMatch(input))
      found.confirm_password = [PASSWORDS_DIFFER];
    return found;
  };
}
