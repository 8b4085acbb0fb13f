// Types for build/widget-names.js, for the TypeScript tests that read the widgets' layout.
export const AUDIENCES: string[];
export const KITS: string;
export const LOADER: string;
export function widgetFolders(dir?: string): Map<string, string>;
export function widgetNames(dir?: string): string[];
export function kitFolders(dir?: string): Map<string, string>;
export function kitNames(dir?: string): string[];
export function groupOf(widgetsDir: string, file: string): string | undefined;
export function unitOf(widgetsDir: string, file: string): string | undefined;
