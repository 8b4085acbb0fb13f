// Deleting the account: first the offer to download everything held about the customer (JSON), then a
// <dialog> asking for the password. Orders stay for accounting without the name and address.
import { useState } from "react";
import definition from "../../../contract/account/forms/delete-account.json" with { type: "json" };
import { DeleteAccountSchema } from "../../../contract/account/account.ts";
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import { accountSend } from "../../kits/account-page-kit/account-api.ts";
import { AccountForm } from "../../kits/account-forms/account-form.tsx";
import { ModalDialog } from "../../kits/console-kit/modal.tsx";
import type { Values } from "../../kits/core/form/draft.ts";
import { validate } from "../../kits/checks/validate.ts";
import { account } from "../../kits/stores/account.ts";
import { favorites } from "../../kits/stores/favorites.ts";

export function DeleteAccount({ site, onDeleted }: { site: string; onDeleted: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="panel panel--danger" aria-labelledby="delete-title">
      <h3 id="delete-title">Delete your account</h3>
      <p>
        Your profile, favorites and sign-ins are deleted. Your orders are kept for our accounting, without your name or
        address. Download your data first if you want a copy.
      </p>
      <p className="row">
        <a className="button secondary" href={`${site}/reactapp/account/export/`} download>
          Download your data (JSON)
        </a>
        <button type="button" className="button danger" onClick={() => setOpen(true)}>
          Delete my account…
        </button>
      </p>
      <ModalDialog open={open} title="Delete your account?" onClose={() => setOpen(false)}>
        <p>This cannot be undone. Enter your password to confirm.</p>
        <AccountForm
          definition={definition as SiteFormDefinition}
          prefill={{}}
          problems={(values: Values) => validate(DeleteAccountSchema, values)}
          send={async (values) => {
            const answer = await accountSend<{ detail: string }>(site, "/reactapp/account/delete/", {
              method: "POST",
              body: values,
            });
            account.set(null);
            favorites.set([]);
            setOpen(false);
            onDeleted(answer.detail);
          }}
        />
        <p className="dialog__actions">
          <button type="button" className="button secondary" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </p>
      </ModalDialog>
    </section>
  );
}
