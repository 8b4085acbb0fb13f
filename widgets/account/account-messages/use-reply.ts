// Sending the customer's message to an order's thread: busy while it goes, the server's words beside
// the field (400) or above the form, and the thread read again once it went.
import { useState } from "react";
import { ApiError } from "../../kits/core/api.ts";
import { accountUpload } from "../../kits/account-page-kit/account-api.ts";
import { explain } from "../../kits/account-kit/session.ts";
import type { ReplyState } from "../../kits/thread-kit/reply-form.tsx";

export function useReply(site: string, orderId: number, reload: () => void) {
  const [state, setState] = useState<ReplyState>({ busy: false, message: "", fieldErrors: {} });
  const send = async (form: FormData) => {
    setState({ busy: true, message: "", fieldErrors: {} });
    try {
      await accountUpload(site, `/reactapp/orders/${orderId}/messages/`, form);
      setState({ busy: false, message: "", fieldErrors: {} });
      reload();
      return true;
    } catch (error) {
      const fieldErrors = (error instanceof ApiError && error.status === 400 && error.fieldErrors) || {};
      const beside = Object.keys(fieldErrors).some((name) => name === "body" || name === "attachment");
      setState({ busy: false, message: beside ? "" : explain(error), fieldErrors });
      return false;
    }
  };
  return { ...state, send };
}
