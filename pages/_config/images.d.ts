// The types of images.js, for the tests that run Eleventy Image with the site's own options.
export const IMAGE_WIDTHS: number[];
export const IMAGE_FORMATS: string[];
export function imageFileName(id: string, src: string, width: number, format: string): string;
export function imageOptions(outputDir: string): Record<string, unknown> & {
  htmlOptions: { imgAttributes: Record<string, string> };
};
export function images(eleventyConfig: unknown, options: { output: string }): void;
