export const KB: number;
export const BUDGETS: { loader: number; quotePage: number; contactBeyondRuntime: number };
type FileSize = { file: string; raw: number; gzip: number; brotli: number };
export function sizes(code: string | Uint8Array): { raw: number; gzip: number; brotli: number };
export function widgetSizes(dir?: string): {
  files: FileSize[];
  loader: FileSize;
  shared: FileSize[];
  widgets: Record<string, FileSize>;
  quotePage: number;
};
