// The answers a browser gets when it posts one of the plain HTML lead forms (scripts off or not yet
// loaded): after a success, a redirect to the thank-you page; after a mistake, the page the form was on,
// with every answer kept, each problem beside its field and a summary at the top.
// Both are the built page with one part rendered again from the partial the site built it with
// (pages/_includes/partials/), put back between the comments the partial marks itself with.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import nunjucks from "nunjucks";
import messages from "../../../contract/forms/messages.json" with { type: "json" };
import { LEAD_REFERENCE } from "../../../contract/references.ts";
import type { FieldErrors } from "../../../contract/schemas/errors.ts";
import type { LeadType } from "../../../contract/schemas/lead-paths.ts";
import forms, { type PlainForm } from "../../../contract/forms/plain-forms.js";

/** A form a browser submitted itself: a form body, and HTML preferred over JSON. */
export function isBrowserFormPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  const accept = request.headers.accept ?? "";
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type) && /text\/html/.test(accept);
}

export function thankYouLocation(type: LeadType, reference: string): string {
  return `/thank-you/?${new URLSearchParams({ type, reference })}`;
}

/**
 * `html` with the part between `<!-- name DATA -->` and `<!-- /name -->` replaced by what `render` makes
 * of DATA (JSON, or undefined); undefined when the page has no such part.
 */
function splice(html: string, name: string, render: (data: unknown) => string): string | undefined {
  const part = new RegExp(`<!-- ${name}(?: (.*?))? -->[\\s\\S]*?<!-- /${name} -->\\n?`).exec(html);
  if (!part) return undefined;
  const data = part[1] === undefined ? undefined : JSON.parse(part[1]);
  return html.slice(0, part.index) + render(data) + html.slice(part.index + part[0].length);
}

/** The summary on top: the problems of the form's fields (linked to them) first, then any others. */
function summaryOf(form: PlainForm, errors: FieldErrors) {
  const fields = new Map(form.sections.flatMap((section) => section.fields).map((field) => [field.name, field]));
  const linked: Array<{ message: string; target: string }> = [];
  const others: Array<{ message: string }> = [];
  for (const [name, [message = ""]] of Object.entries(errors)) {
    const field = fields.get(name);
    // A group of checkboxes has no one control to go to: the link goes to its message.
    if (field) linked.push({ message, target: `${form.type}-${name}${field.type === "checkboxes" ? "-error" : ""}` });
    else others.push({ message });
  }
  const problems = [...linked, ...others];
  const heading = problems.length === 1 ? messages.problems.one : `${problems.length} ${messages.problems.many}`;
  return { heading, problems };
}

/** `includesDir` holds the site's Nunjucks partials, rendered with the options the site is built with. */
export function formPages(siteDir: string, site: Pick<FastifyInstance["site"], "resolve">, includesDir: string) {
  const templates = new nunjucks.Environment(new nunjucks.FileSystemLoader(includesDir), {
    autoescape: true,
    trimBlocks: true,
    lstripBlocks: true,
  });
  const partial = (file: string, call: string) =>
    nunjucks.compile(`{% from "partials/${file}" import ${call.split("(")[0]} %}{{ ${call} }}`, templates);
  const leadForm = partial("lead-form.njk", "leadForm(form, page, hidden, answers, errors, summary)");
  const thankYouNote = partial("thank-you-note.njk", "thankYouNote(success, reference, messages)");
  const page = (file: string) => readFileSync(path.join(siteDir, file), "utf8");

  return {
    /** The thank-you page, naming the reference and what happens next when they are known. */
    thankYou(type: string, reference: string): string {
      const html = page("/thank-you/index.html");
      if (!Object.hasOwn(forms, type) || !LEAD_REFERENCE.test(reference)) return html;
      const { success } = forms[type as LeadType];
      return splice(html, "thank-you-note", () => thankYouNote.render({ success, reference, messages })) ?? html;
    },

    /**
     * The page `sourcePage` names, with its `type` form filled in and marked; undefined when that page
     * has no such form, and the caller answers without it.
     */
    formAgain(sourcePage: string, type: LeadType, values: Record<string, unknown>, errors: FieldErrors) {
      let pathname: string;
      try {
        pathname = new URL(sourcePage, "http://site.invalid").pathname;
      } catch {
        return undefined;
      }
      const resolution = site.resolve(pathname);
      if (resolution.kind !== "file" || !resolution.file.endsWith(".html")) return undefined;
      const form = forms[type];
      const answers = Object.fromEntries(Object.entries(values).map(([name, raw]) => [name, [raw].flat().map(String)]));
      const filled = splice(page(resolution.file), `lead-form:${type}`, (marked) => {
        // The page and the fixed values the site called the partial with, as the comment carries them.
        const { page: url, hidden } = marked as { page: string; hidden: Record<string, string> };
        const summary = summaryOf(form, errors);
        return leadForm.render({ form, page: { url }, hidden, answers, errors, summary });
      });
      // The page's own title, with the news first (it is what a screen reader announces).
      return filled?.replace("<title>", "<title>Check your answers: ");
    },
  };
}

export type FormPages = ReturnType<typeof formPages>;
