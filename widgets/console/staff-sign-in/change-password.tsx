// A staff member whose password an administrator chose (a new member, a reset) chooses their own before
// the console opens: the temporary one, then the new one twice.
import { codeAgainRemedy } from "../../kits/account-forms/code-again.ts";
import { send } from "../../kits/account-kit/session.ts";
import { ChangePasswordForm } from "../../kits/account-forms/change-password-form.tsx";

export function ChangePassword({ api, username, done }: { api: string; username: string; done: () => void }) {
  return (
    <section className="panel sign-in" aria-labelledby="change-heading">
      <h2 id="change-heading">Choose your own password</h2>
      <p>
        Signed in as {username}. An administrator chose the password you signed in with: choose one only you know before
        the console opens.
      </p>
      <ChangePasswordForm
        remedy={codeAgainRemedy(api)}
        send={async (change) => {
          await send(api, "/reactapp/account/password/", { method: "POST", body: change });
          done();
        }}
      />
    </section>
  );
}
