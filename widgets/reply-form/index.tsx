// A reply to a blog article (data-article names it), held for moderation before it is published.
import definition from "../../contract/forms/reply.json" with { type: "json" };
import type { FormDefinition } from "../../contract/forms/types.ts";
import { BlogReplySchema } from "../../contract/schemas/blog-reply.ts";
import { LeadForm } from "../core/form/lead-form.tsx";
import type { Widget, WidgetProps } from "../core/widget.ts";
import css from "./styles.css?inline";

export function ReplyFormWidget({ options, emit }: WidgetProps) {
  return (
    <LeadForm
      definition={definition as FormDefinition}
      schema={BlogReplySchema}
      options={options}
      emit={emit}
      fixed={{ article: options.extra.article ?? "" }}
    />
  );
}

export default { component: ReplyFormWidget, css } satisfies Widget;
