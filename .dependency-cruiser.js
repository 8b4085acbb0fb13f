// The server's walls, as data (dependency-cruiser: https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md).
// A domain (server/domains/<name>/) imports only server/infra/, contract/ and its own files, type-only
// imports included; what passes between domains goes through a Fastify decorator or a domain event.
// A decorator is declared in its domain's index.ts (the `declare module "fastify"` block lists the
// domain's surface); module augmentation is global, so another domain uses `app.<name>` with no import
// and names its type, when it must, as FastifyInstance["<name>"] (narrowed with Pick<…>). The runtime
// edge is the consumer plugin's `dependencies`, which fastify-plugin checks at start.

/** What any server module may import: packages, infra, the contract. node_modules unanchored: a git
 * worktree may reach it through a symlink, whose real path lies outside the tree. */
const SHARED = "(^|/)node_modules/|^server/infra/|^contract/";

export default {
  forbidden: [
    {
      name: "domain-imports-only-infra-contract-itself",
      comment:
        "A domain imports only server/infra/, contract/ and its own files (types too). Reach another domain " +
        "through its decorator (app.<name>; its type is FastifyInstance['<name>']) or a domain event (app.events).",
      severity: "error",
      from: { path: "^server/domains/([^/]+)/" },
      to: { dependencyTypesNot: ["core"], pathNot: [SHARED, "^server/domains/$1/"] },
    },
    {
      name: "infra-imports-no-domain",
      comment: "server/infra/ is what every domain stands on: it imports no domain, nor app.ts or config.ts.",
      severity: "error",
      from: { path: "^server/infra/" },
      to: { dependencyTypesNot: ["core"], pathNot: SHARED },
    },
    {
      name: "contract-imports-only-contract-and-valibot",
      comment: "contract/ is shared with the widgets and the pages: it imports none of them, nor Node's modules.",
      severity: "error",
      from: { path: "^contract/" },
      to: { pathNot: "^contract/|(^|/)node_modules/valibot/" },
    },
    {
      name: "app-registers-each-domain-by-its-entry",
      comment: "server/app.ts registers each domain's plugin (its index.ts) and reaches nothing else inside it.",
      severity: "error",
      from: { path: "^server/app\\.ts$" },
      to: { path: "^server/domains/[^/]+/", pathNot: "^server/domains/[^/]+/index\\.ts$" },
    },
    {
      name: "no-circular",
      comment: "Modules that import each other, however far round, load in an order that matters.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that names no file.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports are dependencies too: a wall that types may cross is no wall.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // Packages' "exports" maps (csv-parse/sync, …), as Node resolves them.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      mainFields: ["module", "main", "types"],
    },
  },
};
