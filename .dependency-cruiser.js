// The server's walls, as data (dependency-cruiser: https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md),
// while the regrouping is under way: a domain's files may still sit in server/features/<feature>/ or
// already in server/domains/<domain>/. A domain imports only server/infra/, contract/ and its own files,
// type-only imports included; what passes between domains goes through a Fastify decorator or a domain event.
const DOMAINS = {
  leads: ["leads", "lead-desk"],
  projects: ["projects", "project-desk", "project-import", "plan-room", "favorites"],
  orders: ["orders", "cart", "payments", "fulfilment"],
  accounts: ["accounts", "customer-account", "account-messages-drive"],
  staff: ["staff", "team", "second-factor"],
  alerts: ["watch-alerts", "reminders", "alert-unsubscribe"],
  webhooks: ["webhooks"],
  site: ["site", "site-settings", "replies", "partners"],
};

/** What any server module may import: packages, infra, the contract. node_modules unanchored: a git
 * worktree may reach it through a symlink, whose real path lies outside the tree. */
const SHARED = "(^|/)node_modules/|^server/infra/|^contract/";
const home = (domain, features) => `^server/(features/(${features.join("|")})|domains/${domain})/`;

export default {
  forbidden: [
    ...Object.entries(DOMAINS).map(([domain, features]) => ({
      name: `wall-${domain}`,
      comment: `The ${domain} domain imports only server/infra/, contract/ and its own files.`,
      severity: "error",
      from: { path: home(domain, features) },
      to: { dependencyTypesNot: ["core"], pathNot: [SHARED, home(domain, features)] },
    })),
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
