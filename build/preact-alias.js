// The embed build renders with preact/compat wherever the widgets import react.
import alias from "@rollup/plugin-alias";

export const preactForReact = () =>
  alias({
    entries: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  });
