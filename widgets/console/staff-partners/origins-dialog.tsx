// A partner's allowed origins: added with the server's check explained beside the field, removed after
// a second, explicit click (a removed origin's pages can no longer send leads).
import { type FormEvent, useState } from "react";
import type { Partner } from "../../../contract/staff/partners.ts";
import { ModalDialog } from "../../kits/console-kit/modal.tsx";
import { TextField } from "../../kits/console-kit/text-field.tsx";

export function OriginsDialog({
  partner,
  onAdd,
  onRemove,
  onClose,
}: {
  partner: Partner | undefined;
  /** Resolves with the message for the field, or nothing when added. */
  onAdd: (origin: string) => Promise<string | undefined>;
  onRemove: (origin: string) => Promise<void>;
  onClose: () => void;
}) {
  const [origin, setOrigin] = useState("");
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const refused = await onAdd(origin.trim());
    setError(refused);
    if (!refused) setOrigin("");
  };
  return (
    <ModalDialog open={partner !== undefined} title={`Origins of ${partner?.name ?? ""}`} onClose={onClose}>
      {partner && (
        <>
          {partner.origins.length === 0 ? (
            <p className="muted">No origin yet: this partner's pages cannot send leads.</p>
          ) : (
            <ul className="origins">
              {partner.origins.map((allowed) => (
                <li key={allowed}>
                  <code>{allowed}</code>
                  {confirming === allowed ? (
                    <span className="row-actions">
                      <button type="button" className="button button--small" onClick={() => onRemove(allowed)}>
                        Confirm removal
                      </button>
                      <button
                        type="button"
                        className="button secondary button--small"
                        onClick={() => setConfirming(undefined)}
                      >
                        Keep
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="button secondary button--small"
                      aria-label={`Remove ${allowed}`}
                      onClick={() => setConfirming(allowed)}
                    >
                      Remove
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={add} noValidate>
            <TextField
              label="Add an origin"
              name="origin"
              type="url"
              value={origin}
              onChange={setOrigin}
              error={error}
              required
              hint="Scheme, host and port of the partner's pages, as https://partner.example. Leads from it are accepted at once."
            />
            <p className="dialog__actions">
              <button type="button" className="button secondary" onClick={onClose}>
                Done
              </button>
              <button type="submit" className="button">
                Add origin
              </button>
            </p>
          </form>
        </>
      )}
    </ModalDialog>
  );
}
