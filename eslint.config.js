// One linter for the whole tree: JavaScript and TypeScript, browser scripts and Node code.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["pages/assets/js/**/*.js", "widgets/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The Stripe SDK holds the secret key's requests: it belongs to the server, never to a browser bundle.
    files: ["widgets/**/*.{ts,tsx}", "contract/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "stripe", message: "The Stripe SDK is server-only." }] }],
    },
  },
);
