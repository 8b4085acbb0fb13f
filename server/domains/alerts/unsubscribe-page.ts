// The unsubscribe page of alert e-mails as the server answers it: the built /watch/unsubscribe/ page with
// its note (pages/_includes/partials/alert-unsubscribe.njk) rendered again for the link's kind and state,
// put back between the comments the partial marks itself with. Without a build (API tests) the note
// stands in a bare document of its own.
import { readFileSync } from "node:fs";
import path from "node:path";
import nunjucks from "nunjucks";
import type { UnsubscribeKind } from "../../infra/mail/unsubscribe-token.ts";

export type UnsubscribeState = { state: "confirm"; action: string } | { state: "done" } | { state: "invalid" };

const PART = /<!-- alert-unsubscribe -->[\s\S]*?<!-- \/alert-unsubscribe -->\n?/;

export type UnsubscribePage = (state: UnsubscribeState, kind?: UnsubscribeKind) => string;

export function unsubscribePage(siteDir: string, includesDir: string): UnsubscribePage {
  const templates = new nunjucks.Environment(new nunjucks.FileSystemLoader(includesDir), {
    autoescape: true,
    trimBlocks: true,
    lstripBlocks: true,
  });
  const note = nunjucks.compile(
    '{% from "partials/alert-unsubscribe.njk" import alertUnsubscribe %}{{ alertUnsubscribe(state, action, kind) }}',
    templates,
  );
  return (state, kind = "watch") => {
    const part = note.render({ action: "", kind, ...state });
    let built: string;
    try {
      built = readFileSync(path.join(siteDir, "watch/unsubscribe/index.html"), "utf8");
    } catch {
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>E-mail alerts</title></head><body><main>${part}</main></body></html>`;
    }
    return built.replace(PART, () => part);
  };
}
