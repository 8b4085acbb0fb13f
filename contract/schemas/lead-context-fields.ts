// The names of a lead's context fields, apart from their rules (fields.ts) so the widgets' runtime can
// name them without bundling valibot: the rules load only when a visitor starts on a form.

/** The hidden field people never see; bots fill it. A filled one is acknowledged and dropped. */
export const HONEYPOT_FIELD = "fax_number";

/** The campaign parameters of the page a lead was sent from, kept with the lead. */
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
