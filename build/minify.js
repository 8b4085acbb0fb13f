// terser as the embed build uses it: every byte of core ships to every partner page.
import terser from "@rollup/plugin-terser";

export const minify = () =>
  terser({
    ecma: 2022,
    module: true,
    toplevel: true,
    compress: {
      passes: 3,
      pure_getters: true,
      unsafe: true,
      unsafe_arrows: true,
      unsafe_methods: true,
      // Unused parameters go too: nothing here reads a function's `length` (preact, valibot and our
      // code don't).
      keep_fargs: false,
    },
    format: { comments: false },
  });
