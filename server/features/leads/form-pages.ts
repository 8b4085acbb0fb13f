// The answers a browser gets when it posts one of the plain HTML lead forms (scripts off or not yet
// loaded): after a success, a redirect to the thank-you page; after a mistake, the page the form was on,
// with every answer kept, each problem beside its field and a summary at the top.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { type HTMLElement, parse } from "node-html-parser";
import contactForm from "../../../contract/forms/contact.json" with { type: "json" };
import quoteForm from "../../../contract/forms/quote.json" with { type: "json" };
import replyForm from "../../../contract/forms/reply.json" with { type: "json" };
import sampleForm from "../../../contract/forms/sample.json" with { type: "json" };
import type { FieldErrors } from "../../../contract/schemas/errors.ts";
import type { LeadType } from "../../../contract/schemas/lead-paths.ts";
import type { SiteIndex } from "../site/site-index.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const FIELD_NAME = /^\w{1,64}$/;
const REFERENCE = /^QTO-[CQSR]-[0-9A-Z]{8}$/;
// What each form's confirmation says, as the widgets say it.
const SUCCESS = {
  contact: contactForm.success,
  quote: quoteForm.success,
  sample: sampleForm.success,
  reply: replyForm.success,
};

/** A form a browser submitted itself: a form body, and HTML preferred over JSON. */
export function isBrowserFormPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  const accept = request.headers.accept ?? "";
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type) && /text\/html/.test(accept);
}

export function thankYouLocation(type: LeadType, reference: string): string {
  return `/thank-you/?${new URLSearchParams({ type, reference })}`;
}

function fill(form: HTMLElement, values: Record<string, unknown>) {
  for (const [name, raw] of Object.entries(values)) {
    if (!FIELD_NAME.test(name)) continue;
    const wanted = [raw].flat().map(String);
    for (const control of form.querySelectorAll(`[name="${name}"]`)) {
      const type = control.getAttribute("type");
      if (type === "file" || type === "hidden") continue;
      if (type === "checkbox") {
        if (wanted.includes(control.getAttribute("value") ?? "")) control.setAttribute("checked", "");
      } else if (control.tagName === "TEXTAREA") {
        control.set_content(escapeHtml(wanted[0] ?? ""));
      } else if (control.tagName === "SELECT") {
        for (const option of control.querySelectorAll("option")) {
          if (option.getAttribute("value") === wanted[0]) option.setAttribute("selected", "");
        }
      } else {
        control.setAttribute("value", escapeHtml(wanted[0] ?? ""));
      }
    }
  }
}

function mark(form: HTMLElement, type: LeadType, errors: FieldErrors) {
  const linked: string[] = [];
  const unlinked: string[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const field = FIELD_NAME.test(name) ? form.querySelector(`[data-field="${name}"]`) : null;
    if (!field) {
      unlinked.push(...messages);
      continue;
    }
    const errorId = `${type}-${name}-error`;
    const control = field.tagName === "FIELDSET" ? field : field.querySelector(`[name="${name}"]`);
    const target = control ?? field;
    target.setAttribute("aria-invalid", "true");
    target.setAttribute(
      "aria-describedby",
      [errorId, target.getAttribute("aria-describedby")].filter(Boolean).join(" "),
    );
    // Where the widget shows it: under the label and its hint, above the control.
    const anchor = field.querySelector(".lead-form__hint") ?? field.querySelector("label, legend");
    const message = `<p class="lead-form__error" id="${errorId}">${escapeHtml(messages[0] ?? "")}</p>`;
    if (anchor) anchor.insertAdjacentHTML("afterend", message);
    else field.insertAdjacentHTML("afterbegin", message);
    const controlId = field.tagName === "FIELDSET" ? field.querySelector("input")?.id : control?.id;
    linked.push(`<li><a href="#${controlId ?? errorId}">${escapeHtml(messages[0] ?? "")}</a></li>`);
  }
  const count = linked.length + unlinked.length;
  form.insertAdjacentHTML(
    "afterbegin",
    `<div class="lead-form__summary" role="alert" id="${type}-problems">` +
      `<h3>${count === 1 ? "One answer needs" : `${count} answers need`} your attention</h3>` +
      `<ul>${linked.join("")}${unlinked.map((m) => `<li>${escapeHtml(m)}</li>`).join("")}</ul></div>`,
  );
}

export function formPages(siteDir: string, site: SiteIndex) {
  const page = (file: string) => parse(readFileSync(path.join(siteDir, file), "utf8"));
  return {
    /** The thank-you page, naming the reference and what happens next when they are known. */
    thankYou(type: string, reference: string): string {
      const root = page("/thank-you/index.html");
      const success = (SUCCESS as Record<string, { title: string; next: string }>)[type];
      if (success && REFERENCE.test(reference)) {
        root.querySelector("[data-thanks-title]")?.set_content(escapeHtml(success.title));
        root
          .querySelector("[data-thanks-reference]")
          ?.set_content(
            `Your reference is <strong class="thank-you__reference">${escapeHtml(reference)}</strong>. Quote it if you call or write to us.`,
          );
        root.querySelector("[data-thanks-next]")?.set_content(escapeHtml(success.next));
      }
      return root.toString();
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
      const root = page(resolution.file);
      const form = root.querySelector(`form[data-lead-form="${type}"]`);
      if (!form) return undefined;
      fill(form, values);
      mark(form, type, errors);
      const title = root.querySelector("title");
      title?.set_content(`Check your answers: ${escapeHtml(title.text)}`);
      return root.toString();
    },
  };
}

export type FormPages = ReturnType<typeof formPages>;
