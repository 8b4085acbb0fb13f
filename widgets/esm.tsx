// The ESM build's entry, published as @qto-solutions/widgets (package/): every embeddable widget as a
// React component (react and react-dom are peer dependencies). The account and shop widgets need our
// own cookies and are left out, as on partner pages.
import contactForm from "./site/contact-form/index.tsx";
import projectBoard from "./site/project-board/index.tsx";
import projectDetail from "./site/project-detail/index.tsx";
import { esmWidget } from "./kits/core/esm-widget.tsx";
import quoteForm from "./site/quote-form/index.tsx";
import replyForm from "./site/reply-form/index.tsx";
import sampleForm from "./site/sample-form/index.tsx";

export type { WidgetComponentProps } from "./kits/core/esm-widget.tsx";
export const ContactForm = esmWidget(contactForm);
export const QuoteForm = esmWidget(quoteForm);
export const SampleForm = esmWidget(sampleForm);
export const ReplyForm = esmWidget(replyForm);
export const ProjectBoard = esmWidget(projectBoard);
export const ProjectDetail = esmWidget(projectDetail);
