// Sending one change to an order: busy while it goes, the server's words when it refuses (beside the
// field for a 400, above the control otherwise; after a 409 the order is read again to show why).
import { useState } from "react";
import { ApiError } from "../core/api.ts";
import { explainStaffError } from "../console-kit/staff-api.ts";
import { staffSend, staffUpload } from "../console-kit/staff-send.ts";

export type Change = {
  busy: boolean;
  message: string;
  fieldErrors: Record<string, string[] | undefined>;
  /** JSON to `path` (under the order), or a multipart body when `body` is FormData. */
  send: (path: string, body: object | FormData, method?: "POST" | "DELETE") => Promise<boolean>;
  clear: () => void;
};

export function useChange(orderId: number, reload: () => void): Change {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Change["fieldErrors"]>({});
  const clear = () => (setMessage(""), setFieldErrors({}));
  const send: Change["send"] = async (path, body, method = "POST") => {
    setBusy(true);
    clear();
    const url = `/reactapp/staff/orders/${orderId}/${path}`;
    try {
      if (body instanceof FormData) await staffUpload(url, body);
      else await staffSend(url, { method, body });
      reload();
      return true;
    } catch (error) {
      const refused = error instanceof ApiError ? error : undefined;
      setFieldErrors(refused?.fieldErrors ?? {});
      const own = refused && [404, 409, 502].includes(refused.status ?? 0);
      setMessage(own ? (refused.detail ?? refused.message) : refused?.status === 400 ? "" : explainStaffError(error));
      if (refused?.status === 409) reload();
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, fieldErrors, send, clear };
}
