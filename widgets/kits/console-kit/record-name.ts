// A console page named after its record once it is read: the layout's heading ([data-console-heading],
// pages/_includes/layouts/console.njk) and the browser's tab, which say only "A lead" or "A project" until
// then. Used by the record pages (record-page.tsx) and the project desk.
import { useEffect } from "react";

/**
 * Names the host page after the record: its heading (the console layout's [data-console-heading]) and
 * its title, which say only "A lead" until the record is read.
 */
export function useRecordName(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    for (const heading of document.querySelectorAll("[data-console-heading]")) heading.textContent = name;
    const site = document.title.slice(document.title.indexOf(" | ") + 3);
    document.title = `${name} | ${site}`;
  }, [name]);
}
