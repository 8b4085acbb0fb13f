// The billing form: the card holder and address (checked with the contract's rules), the amount the
// server will charge, and Continue to payment, which stores the order and sends the buyer to the payment
// provider's own page (the card is typed there, never here) and back. The address is kept as a draft, so a
// reload, a new sign-in or a payment given up loses nothing.
import { type FormEvent, useRef, useState } from "react";
import provinces from "../../../contract/choices/ca-provinces.json" with { type: "json" };
import countries from "../../../contract/choices/countries.json" with { type: "json" };
import states from "../../../contract/choices/us-states.json" with { type: "json" };
import definition from "../../../contract/forms/billing.json" with { type: "json" };
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import {
  BillingFields,
  POSTAL_INVALID,
  postalValid,
  REGION_INVALID,
  regionValid,
} from "../../../contract/schemas/billing.ts";
import type { OrderCreated } from "../../../contract/schemas/orders.ts";
import { BILLING_DRAFT, explain, isSignedOut, send } from "../../kits/account-kit/session.ts";
import { ApiError } from "../../kits/core/api.ts";
import { loadDraft, saveDraft, type Values } from "../../kits/core/form/draft.ts";
import { Field } from "../../kits/core/form/fields.tsx";
import { FormFrame, type FrameStatus } from "../../kits/core/form/form-frame.tsx";
import { useFields } from "../../kits/core/form/use-fields.ts";
import { validate } from "../../kits/checks/validate.ts";
import { account } from "../../kits/stores/account.ts";
import type { CartLine } from "../../kits/stores/cart.ts";
import { withDependents } from "../../kits/ui-kit/dependent-fields.ts";
import { formatUsd } from "../../kits/ui-kit/money.ts";

const BILLING_FORM = definition as SiteFormDefinition;
const FIELDS = BILLING_FORM.sections.flatMap((section) => section.fields);

function problems(values: Values) {
  const found = validate(BillingFields, values);
  const address = values as { country: "US" | "CA"; zip: string; state: string };
  if (!found.country && !found.zip && !postalValid(address)) found.zip = [POSTAL_INVALID];
  if (!found.country && !found.state && !regionValid(address)) found.state = [REGION_INVALID];
  return found;
}

type Props = {
  site: string;
  /** The payment provider charges no card (the test gateway, or test keys): say so. */
  testMode: boolean;
  lines: CartLine[];
  /** The server's total for these lines, once it has priced them: the amount shown and paid. */
  total?: number;
  /** Asks the server for the prices again (they changed since they were shown). */
  requote: () => void;
  /** Sends the buyer to the provider's page (the browser's own navigation unless a test says otherwise). */
  goTo?: (url: string) => void;
};

export function BillingForm({ site, testMode, lines, total, requote, goTo = (url) => location.assign(url) }: Props) {
  const fields = useFields(
    FIELDS.map((field) => field.name),
    problems,
    () => ({
      ...Object.fromEntries(FIELDS.map((field) => [field.name, ""])),
      country: "US",
      ...loadDraft(BILLING_DRAFT),
    }),
    (values) => saveDraft(BILLING_DRAFT, values),
  );
  const [status, setStatus] = useState<FrameStatus>({ state: "idle" });
  const paying = useRef(false);
  // One key for every try at paying for the same order: a retry after a lost answer opens the same checkout.
  const attempt = useRef<{ order: string; key: string }>(undefined);
  const country = fields.values.country;
  const lists = { countries, regions: country === "CA" ? provinces : country === "US" ? states : [] };

  // The ZIP code's and the state's rules depend on the country; a new country also empties the state,
  // which belongs to the other country's list.
  const linked = withDependents(fields, { country: ["zip", "state"] });
  const form = {
    ...linked,
    setValue(name: string, value: string | string[]) {
      if (name === "country") fields.setValue("state", "");
      linked.setValue(name, value);
    },
  };

  async function pay(event?: FormEvent) {
    event?.preventDefault();
    if (paying.current) return;
    if (!fields.showErrors()) return setStatus({ state: "idle" });
    if (total === undefined) {
      return setStatus({ state: "failure", message: "Your order is being priced. Pay once its total shows." });
    }
    paying.current = true;
    setStatus({ state: "sending" });
    try {
      const billing = Object.fromEntries(FIELDS.map((field) => [field.name, fields.latest.current[field.name]]));
      const body = { lines: lines.map(({ project_id, size }) => ({ project_id, size })), ...billing };
      const order = JSON.stringify(body);
      if (attempt.current?.order !== order) attempt.current = { order, key: crypto.randomUUID() };
      const created = await send<OrderCreated>(site, "/reactapp/orders/", {
        method: "POST",
        body: { ...body, expected_total: total },
        headers: { "Idempotency-Key": attempt.current.key },
      });
      // The draft stays until the order is paid: a buyer who gives up on the provider's page finds it.
      goTo(created.checkout_url);
    } catch (error) {
      paying.current = false;
      setStatus({ state: "failure", message: failureMessage(error) });
      if (error instanceof ApiError) {
        fields.showErrors(error.fieldErrors);
        if (error.status === 409) requote();
      }
      // The session ended: the checkout asks the visitor to log in again, and this draft waits for them.
      if (isSignedOut(error)) account.set(null);
    }
  }

  return (
    <FormFrame
      label={BILLING_FORM.title}
      idPrefix="billing"
      form={{ ...form, status, submit: pay }}
      submit={BILLING_FORM.submit}
      busy={BILLING_FORM.busy}
    >
      {BILLING_FORM.sections.map((section) => (
        <fieldset className="section" key={section.title}>
          <legend>{section.title}</legend>
          <div className="grid">
            {section.fields.map((field) => (
              <Field key={field.name} field={field} form={form} idPrefix="billing" lists={lists} />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="section card">
        <legend>Payment</legend>
        {testMode && (
          <p className="notice" role="note">
            {BILLING_FORM.testMode}
          </p>
        )}
        <p className="muted">
          Next you pay by card on our payment provider's secure page, then come back here. Your card never reaches our
          servers.
        </p>
      </fieldset>
      <p className="charge">
        You'll be charged <strong>{total === undefined ? "…" : formatUsd(total)}</strong>.
      </p>
    </FormFrame>
  );
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return error.detail ?? "The total changed: check it, then pay.";
  // The provider's page could not be opened: the server says nothing was charged.
  if (error instanceof ApiError && error.status === 502 && error.detail) return error.detail;
  if (error instanceof ApiError && error.fieldErrors.lines) return error.fieldErrors.lines[0]!;
  return explain(error);
}
