// The quote form's division choices: "Whole project (all divisions)" first, then each CSI division. The
// widget offers them, the schema accepts them and the sales e-mail and console name them; the plain HTML
// form (forms/plain-forms.js, read by Eleventy, which loads no TypeScript) lists the same two files.
import csiDivisions from "./csi-divisions.json" with { type: "json" };
import wholeProject from "./whole-project.json" with { type: "json" };

export const WHOLE_PROJECT = wholeProject.value;
export const QUOTE_DIVISIONS = [wholeProject, ...csiDivisions];
