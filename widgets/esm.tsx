// The ESM build's entry: every widget as a React component (react and react-dom are peer dependencies).
import contactForm from "./contact-form/index.tsx";
import { esmWidget } from "./core/esm-widget.tsx";
import quoteForm from "./quote-form/index.tsx";
import replyForm from "./reply-form/index.tsx";
import sampleForm from "./sample-form/index.tsx";

export type { WidgetComponentProps } from "./core/esm-widget.tsx";
export const ContactForm = esmWidget(contactForm);
export const QuoteForm = esmWidget(quoteForm);
export const SampleForm = esmWidget(sampleForm);
export const ReplyForm = esmWidget(replyForm);
