// The types of data-check.js, for the tests.
export const DATA_SCHEMAS: Record<string, unknown>;
export class DataFileError extends Error {}
export function dataProblems(dir: string): Promise<string[]>;
