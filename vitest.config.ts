import { defineConfig } from "vitest/config";

// The widgets' unit tests run twice: under React 19, and with react aliased to preact/compat as the
// embed build ships them.
const PREACT = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];
const widgets = {
  include: ["test/widgets/**/*.test.{ts,tsx}"],
  environment: "happy-dom" as const,
  // An iframe (the checkout's card fields) gets a frame but no page: the Chromium suite loads it for real.
  environmentOptions: {
    happyDOM: { settings: { enableIframePageLoading: true, navigation: { disableChildFrameNavigation: true } } },
  },
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Browser suites each start Chromium; two cores run them one at a time.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["test/**/*.test.ts"],
          exclude: ["test/widgets/**"],
          globalSetup: ["test/global-setup.ts"],
        },
      },
      { extends: true, test: { name: "widgets:react", ...widgets } },
      { extends: true, test: { name: "widgets:preact", ...widgets }, resolve: { alias: PREACT } },
    ],
  },
});
