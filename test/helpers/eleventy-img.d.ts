// The part of Eleventy Image's API the image tests call (the package ships no types).
declare module "@11ty/eleventy-img" {
  type ImageOutput = { url: string; width: number; height: number; outputPath: string; format: string };
  type ImageMetadata = Record<string, ImageOutput[]>;
  function Image(src: string, options: Record<string, unknown>): Promise<ImageMetadata>;
  namespace Image {
    function generateHTML(metadata: ImageMetadata, attributes: Record<string, string>): string;
  }
  export default Image;
}
