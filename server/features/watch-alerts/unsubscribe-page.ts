// The unsubscribe page of watch-list alerts as the server answers it: the built /watch/unsubscribe/ page
// with its note (pages/_includes/partials/watch-unsubscribe.njk) rendered again for the link's state, put
// back between the comments the partial marks itself with. Without a build (API tests) the note stands
// in a bare document of its own.
import { readFileSync } from "node:fs";
import path from "node:path";
import nunjucks from "nunjucks";

export type UnsubscribeState = { state: "confirm"; action: string } | { state: "done" } | { state: "invalid" };

const PART = /<!-- watch-unsubscribe -->[\s\S]*?<!-- \/watch-unsubscribe -->\n?/;

export function unsubscribePage(siteDir: string, includesDir: string) {
  const templates = new nunjucks.Environment(new nunjucks.FileSystemLoader(includesDir), {
    autoescape: true,
    trimBlocks: true,
    lstripBlocks: true,
  });
  const note = nunjucks.compile(
    '{% from "partials/watch-unsubscribe.njk" import watchUnsubscribe %}{{ watchUnsubscribe(state, action) }}',
    templates,
  );
  return (state: UnsubscribeState): string => {
    const part = note.render({ action: "", ...state });
    let built: string;
    try {
      built = readFileSync(path.join(siteDir, "watch/unsubscribe/index.html"), "utf8");
    } catch {
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Watch-list alerts</title></head><body><main>${part}</main></body></html>`;
    }
    return built.replace(PART, () => part);
  };
}
