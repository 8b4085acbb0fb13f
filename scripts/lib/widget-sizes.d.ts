export const KB: number;
export const BUDGETS: {
  loader: number;
  quotePage: number;
  contentPage: number;
  contactBeyondCore: number;
  boardBeyondCore: number;
  detailBeyondCore: number;
  ownQuoteBeyondPartner: number;
};
type ModuleSizes = {
  modules: Array<{ module: string; minified: number; brotli: number }>;
  minified: number;
  brotli: number;
};
type FileSize = { file: string; raw: number; gzip: number; brotli: number };
export function sizes(code: string | Uint8Array): { raw: number; gzip: number; brotli: number };
export function widgetSizes(
  dir?: string,
  siteDir?: string,
): {
  pageOf: (names: string[]) => number;
  coreModules: ModuleSizes;
  files: FileSize[];
  loader: FileSize;
  core: FileSize;
  shared: string[];
  widgets: Record<string, { chunk: FileSize; files: string[]; page: number; beyondCore: number }>;
  quotePage: number;
  contentPage: number;
  ownQuotePage: number;
};
export function moduleTable(sizes: ModuleSizes): string[];
export function sitePageWidgets(page: string, dir?: string): string[];
