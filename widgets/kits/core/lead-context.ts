// Where a lead came from, sent with every submission so the sales team sees which page, campaign and
// partner brought it.
import { UTM_FIELDS } from "../../../contract/schemas/lead-context-fields.ts";

export function leadContext(partner: string): Record<string, string> {
  const params = new URLSearchParams(location.search);
  const context: Record<string, string> = {
    source_page: location.href.slice(0, 500),
    referrer: document.referrer.slice(0, 500),
  };
  if (partner) context.partner = partner.slice(0, 100);
  for (const name of UTM_FIELDS) {
    const value = params.get(name);
    if (value) context[name] = value.slice(0, 100);
  }
  return context;
}
