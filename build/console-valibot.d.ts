// Types for build/console-valibot.js, for its test (test/build/console-valibot.test.ts).
export const CONSOLE_COPY: string;
export function consoleValibot(root?: string): {
  name: string;
  resolveId(
    this: { resolve(source: string, importer: string, options: object): Promise<{ id: string } | null> },
    source: string,
    importer?: string,
  ): Promise<{ id: string } | null | undefined>;
  load(id: string): string | undefined;
};
