// "Remove demo projects" (admins): one confirmed action that deletes every generated project and says
// how many went; the list is read again after it.
import { useState } from "react";
import { ConfirmDialog } from "../../kits/console-kit/modal.tsx";
import { explainStaffError } from "../../kits/console-kit/staff-api.ts";
import { staffSend } from "../../kits/console-kit/staff-send.ts";

export function RemoveDemo({ onRemoved }: { onRemoved: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [outcome, setOutcome] = useState("");
  const remove = async () => {
    setBusy(true);
    setError("");
    try {
      const { removed } = await staffSend<{ removed: number }>("/reactapp/staff/projects/remove-demo", {
        method: "POST",
        body: { confirm: true },
      });
      setOutcome(`${removed.toLocaleString("en-US")} demo project${removed === 1 ? "" : "s"} removed.`);
      setAsking(false);
      onRemoved();
    } catch (failure) {
      setError(explainStaffError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button secondary" onClick={() => setAsking(true)}>
        Remove demo projects
      </button>
      <p className="outcome" role="status">
        {outcome && <span className="notice notice--success">{outcome}</span>}
      </p>
      <ConfirmDialog
        question={asking ? "Remove every demo project?" : undefined}
        explanation="The generated projects leave the board, the console and visitors' favorites. Orders keep their lines. This cannot be undone."
        action="Remove demo projects"
        busy={busy}
        error={error}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
