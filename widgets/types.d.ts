// CSS imported as a string, for constructable stylesheets (Rollup's css-string plugin, Vite's ?inline).
declare module "*.css?inline" {
  const css: string;
  export default css;
}

// The embed build's content-hashed chunk folder, read from its manifest by build/build-id.js.
declare module "virtual:widget-build" {
  const build: string;
  export default build;
}
