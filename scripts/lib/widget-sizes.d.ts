export const KB: number;
export const BUDGETS: {
  loader: number;
  quotePage: number;
  contactBeyondRuntime: number;
  boardBeyondRuntime: number;
  detailBeyondRuntime: number;
};
type FileSize = { file: string; raw: number; gzip: number; brotli: number };
export function sizes(code: string | Uint8Array): { raw: number; gzip: number; brotli: number };
export function widgetSizes(dir?: string): {
  files: FileSize[];
  loader: FileSize;
  runtime: FileSize;
  shared: string[];
  widgets: Record<string, { chunk: FileSize; page: number; beyondRuntime: number }>;
  quotePage: number;
};
