// Reads a table out of a Markdown manual, so the tests that hold a manual to the code (configuration,
// permissions, import columns) read it one way. GitHub-flavoured tables escape a pipe inside a cell as
// `\|` (https://github.github.com/gfm/#tables-extension-), hence the split that skips escaped ones.

/**
 * The body rows of the first table whose header row starts with `| <firstHeader> `, cell by cell (trimmed,
 * `\|` unescaped); no rows when the manual has no such table. The table ends at the first blank line
 * or the end of the file.
 */
export function markdownTable(markdown: string, firstHeader: string): string[][] {
  const start = markdown.indexOf(`| ${firstHeader} `);
  if (start < 0) return [];
  const end = markdown.indexOf("\n\n", start);
  return markdown
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .slice(2)
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll("\\|", "|")),
    );
}
