// The billing form: the card holder and address (checked with the contract's rules), the provider's
// card fields, the amount the server will charge, and Make Payment. A refused card says why and keeps
// everything filled in; the address is kept as a draft, so a reload or a new sign-in loses nothing.
import { type FormEvent, useRef, useState } from "react";
import provinces from "../../contract/choices/ca-provinces.json" with { type: "json" };
import countries from "../../contract/choices/countries.json" with { type: "json" };
import states from "../../contract/choices/us-states.json" with { type: "json" };
import definition from "../../contract/forms/billing.json" with { type: "json" };
import type { SiteFormDefinition } from "../../contract/forms/types.ts";
import {
  BillingFields,
  POSTAL_INVALID,
  postalValid,
  REGION_INVALID,
  regionValid,
} from "../../contract/schemas/billing.ts";
import type { OrderCreated } from "../../contract/schemas/orders.ts";
import { explain, isSignedOut, send } from "../account-kit/session.ts";
import { ApiError } from "../core/api.ts";
import { clearDraft, loadDraft, saveDraft, type Values } from "../core/form/draft.ts";
import { Field } from "../core/form/fields.tsx";
import { FormFrame, type FrameStatus } from "../core/form/form-frame.tsx";
import { useFields } from "../core/form/use-fields.ts";
import { validate } from "../core/form/validate.ts";
import { account } from "../stores/account.ts";
import type { CartLine } from "../stores/cart.ts";
import { withDependents } from "../ui-kit/dependent-fields.ts";
import { formatMoney } from "../ui-kit/money.ts";
import { CardError, useCardFields } from "./use-card-fields.ts";

const form = definition as SiteFormDefinition;
const FIELDS = form.sections.flatMap((section) => section.fields);
const DRAFT = "qto-draft:billing";

function problems(values: Values) {
  const found = validate(BillingFields, values);
  const address = values as { country: "US" | "CA"; zip: string; state: string };
  if (!found.country && !found.zip && !postalValid(address)) found.zip = [POSTAL_INVALID];
  if (!found.country && !found.state && !regionValid(address)) found.state = [REGION_INVALID];
  return found;
}

type Props = {
  site: string;
  fieldsUrl: string;
  lines: CartLine[];
  /** The server's total for these lines, once it has priced them. */
  total?: number;
  onPaid: (order: OrderCreated) => void;
};

export function BillingForm({ site, fieldsUrl, lines, total, onPaid }: Props) {
  const fields = useFields(
    FIELDS.map((field) => field.name),
    problems,
    () => ({ ...Object.fromEntries(FIELDS.map((field) => [field.name, ""])), country: "US", ...loadDraft(DRAFT) }),
    (values) => saveDraft(DRAFT, values),
  );
  const card = useCardFields(site, fieldsUrl);
  const [status, setStatus] = useState<FrameStatus>({ state: "idle" });
  const paying = useRef(false);
  const country = fields.values.country;
  const lists = { countries, regions: country === "CA" ? provinces : country === "US" ? states : [] };

  // The ZIP code's and the state's rules depend on the country, and a new country empties the state:
  // the old one belongs to the other country's list.
  const state = withDependents(fields, { country: ["zip", "state"] });
  const setValue = state.setValue;
  state.setValue = (name, value) => {
    if (name === "country") fields.setValue("state", "");
    setValue(name, value);
  };

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (paying.current) return;
    if (!fields.validateAll()) return setStatus({ state: "idle" });
    paying.current = true;
    setStatus({ state: "sending" });
    try {
      const { token } = await card.tokenize();
      const billing = Object.fromEntries(FIELDS.map((field) => [field.name, fields.latest.current[field.name]]));
      const order = await send<OrderCreated>(site, "/reactapp/orders/", {
        method: "POST",
        body: { lines: lines.map(({ project_id, size }) => ({ project_id, size })), ...billing, payment_token: token },
      });
      clearDraft(DRAFT);
      onPaid(order);
    } catch (error) {
      paying.current = false;
      setStatus({ state: "failure", message: failureMessage(error) });
      if (error instanceof ApiError) fields.showServerErrors(error.fieldErrors);
      // The session ended: the checkout asks the visitor to log in again, and this draft waits for them.
      if (isSignedOut(error)) account.set(null);
    }
  }

  return (
    <FormFrame
      label={form.title}
      idPrefix="billing"
      form={{ ...state, status, submit: pay }}
      submit={form.submit}
      busy={form.busy}
    >
      {form.sections.map((section) => (
        <fieldset className="section" key={section.title}>
          <legend>{section.title}</legend>
          <div className="grid">
            {section.fields.map((field) => (
              <Field key={field.name} field={field} form={state} idPrefix="billing" lists={lists} />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="section card">
        <legend>Card</legend>
        <iframe ref={card.frame} src={card.src} title="Card details" style={{ height: card.height }} />
        <p className="muted">
          Your card goes straight to our payment provider over an encrypted connection: it never reaches our servers.
        </p>
      </fieldset>
      <p className="charge">
        You'll be charged <strong>{total === undefined ? "…" : formatMoney(total)}</strong>.
      </p>
    </FormFrame>
  );
}

function failureMessage(error: unknown): string {
  if (error instanceof CardError) return `Check your card: ${error.message}`;
  if (error instanceof ApiError && error.status === 402) {
    return `${error.detail ?? "Your card was refused."} Nothing was charged and your answers are kept: try another card.`;
  }
  if (error instanceof ApiError && error.fieldErrors.lines) return error.fieldErrors.lines[0]!;
  return explain(error);
}
