// The e-mail that delivers a requested sample to the visitor who asked for it: the take-off spreadsheet
// for the sample type they chose (the divisions that type covers) and the marked-up plan, both built with
// the site into SITE_DIR/samples/ (pages/_config/samples.js). Sent by the `sample.deliver` job that a
// sample request writes with its lead (lead-service.ts). As the acknowledgement of a message
// (lead-acknowledgement.ts), it goes to an address nobody proved, so it greets no typed name: "Hello,".
import path from "node:path";
import deliverables from "../../../contract/choices/sample-deliverables.json" with { type: "json" };
import sampleTypes from "../../../contract/choices/sample-types.json" with { type: "json" };
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { MailMessage, Mailer } from "../../infra/mail/mailer.ts";
import type { LeadsRepository } from "./leads-repository.ts";

export type SampleType = keyof typeof deliverables.workbooks;

/** A stored sample request, as the e-mail needs it. */
export type SampleRequest = { reference: string; email: string; sampleType: SampleType };

/** A MailMessage to the visitor rather than to the sales team, with the sample attached. */
export type SampleDelivery = MailMessage & { to: string[]; attachments: NonNullable<MailMessage["attachments"]> };

/** The job a sample request writes with its lead: its payload is `{ id }`, the lead's. */
export const SAMPLE_DELIVERY = "sample.deliver";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PDF = "application/pdf";

/** Which files a sample type gets: its own spreadsheet, and the plan every type shares. */
export function sampleFiles(sampleType: SampleType): { workbook: string; plan: string } {
  return { workbook: deliverables.workbooks[sampleType].file, plan: deliverables.plan };
}

export function composeSampleDelivery(
  request: SampleRequest,
  { siteDir, siteUrl, replyTo }: { siteDir: string; siteUrl: string; replyTo: string },
): SampleDelivery {
  const label = sampleTypes.find((type) => type.value === request.sampleType)?.label ?? request.sampleType;
  const { workbook, plan } = sampleFiles(request.sampleType);
  const folder = path.join(siteDir, deliverables.directory);
  return {
    id: `sample-${request.reference}`,
    to: [request.email],
    replyTo,
    ...renderMail(
      {
        subject: `Your QTO Solutions sample take-off: ${label}`,
        greet: {},
        blocks: [
          {
            paragraph: `Thank you for asking for a sample. Attached are a ${label.toLowerCase()} take-off spreadsheet and the marked-up plan it was measured from: every quantity in the spreadsheet is coloured on the drawing.`,
          },
          { paragraph: "When you are ready for your own project, ask for a free quote:" },
          { button: { label: "Ask for a free quote", url: `${siteUrl}/quote/` } },
          { facts: [["Your reference", request.reference]] },
        ],
        signed: true,
      },
      siteUrl,
    ),
    attachments: [
      { filename: workbook, path: path.join(folder, workbook), contentType: XLSX },
      { filename: plan, path: path.join(folder, plan), contentType: PDF },
    ],
  };
}

/** What the `sample.deliver` job does: reads the sample request and sends the visitor their sample. */
export function sampleDeliveryJob(
  leads: Pick<LeadsRepository, "sent">,
  mailer: Mailer,
  options: { siteDir: string; siteUrl: string },
) {
  return async ({ id }: { id: number }): Promise<void> => {
    const lead = await leads.sent(id);
    if (!lead) return;
    const { email, sample_type } = lead.fields as { email: string; sample_type: SampleType };
    const mail = composeSampleDelivery(
      { reference: lead.reference, email, sampleType: sample_type },
      { ...options, replyTo: mailer.firm },
    );
    await mailer.send(mail, `sample-${lead.reference}`);
  };
}
