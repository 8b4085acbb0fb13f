// The widgets are compiled by the TypeScript compiler itself (@rollup/plugin-typescript), so a type
// error fails the build, as `tsc --noEmit` does.
import typescriptPlugin from "@rollup/plugin-typescript";

// Only the browser's code: the server and the tests are checked by `npm run typecheck`.
const BROWSER_CODE = ["widgets/**/*.ts", "widgets/**/*.tsx", "contract/**/*.ts"];

/**
 * The compiler for one build. Its program holds every file of widgets/ and contract/, so the embed
 * build (`check: true`) type-checks all the browser's code, the loader's and the ESM entry's included;
 * the builds after it only compile (`noCheck`), which spares the 2-core machine two more checks.
 */
export const typescript = ({ check, include = BROWSER_CODE }) =>
  typescriptPlugin({
    tsconfig: "tsconfig.json",
    include,
    noEmitOnError: check,
    compilerOptions: {
      noEmit: false,
      noCheck: !check,
      // The sources import each other by their .ts names (as Node and Vitest run them). The checking
      // build needs the compiler to rewrite them to emit at all; the others leave them to Rollup, which
      // resolves them as they are, and must: the rewrite wraps embed.js's import(`…/${name}.js`) in a
      // helper (__rewriteRelativeImportExtension) that the loader would lack.
      rewriteRelativeImportExtensions: check,
      allowImportingTsExtensions: check,
      // Browser code: Node's types have no business here, and parsing them is half the check's time.
      types: [],
      // As esbuild did: the ESM build is not minified, and comments are for the sources.
      removeComments: true,
      declaration: false,
      sourceMap: false,
    },
  });
