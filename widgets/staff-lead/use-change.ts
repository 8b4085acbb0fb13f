// Sending one change to a lead: busy while it goes, the server's words when it refuses (beside the field
// for a 400, above the control for a 409, after which the lead is read again to show the new status).
import { useState } from "react";
import { ApiError } from "../core/api.ts";
import { explainStaffError } from "../console-kit/staff-api.ts";
import { staffSend } from "../console-kit/staff-send.ts";

export type Change = {
  busy: boolean;
  message: string;
  fieldErrors: Record<string, string[] | undefined>;
  send: (path: string, body: object) => Promise<boolean>;
};

export function useChange(leadId: number, reload: () => void): Change {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Change["fieldErrors"]>({});
  const send = async (path: string, body: object) => {
    setBusy(true);
    setMessage("");
    setFieldErrors({});
    try {
      await staffSend(`/reactapp/staff/leads/${leadId}/${path}`, { method: "POST", body });
      reload();
      return true;
    } catch (error) {
      const refused = error instanceof ApiError ? error : undefined;
      setFieldErrors(refused?.fieldErrors ?? {});
      setMessage(
        refused?.status === 409 || refused?.status === 404
          ? (refused.detail ?? refused.message)
          : explainStaffError(error),
      );
      if (refused?.status === 409) reload();
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, fieldErrors, send };
}
