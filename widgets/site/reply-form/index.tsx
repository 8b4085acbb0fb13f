// A reply to a blog article (data-article names it), held for moderation before it is published.
import definition from "../../../contract/forms/reply.json" with { type: "json" };
import type { FormDefinition } from "../../../contract/forms/types.ts";
import { LeadForm } from "../../kits/core/form/lead-form.tsx";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import css from "./styles.css?inline";

// The contract's schema loads when the visitor starts on the form (core/form/use-lead-form.ts).
const schema = () => import("../../../contract/schemas/blog-reply.ts").then((module) => module.BlogReplySchema);

export function ReplyFormWidget({ options, emit }: WidgetProps) {
  return (
    <LeadForm
      definition={definition as FormDefinition}
      schema={schema}
      options={options}
      emit={emit}
      fixed={{ article: options.extra.article ?? "" }}
    />
  );
}

export default { component: ReplyFormWidget, css } satisfies Widget;
