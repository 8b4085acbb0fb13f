// The marked-up plan as a PDF (pdf-lib, https://pdf-lib.js.org/): the shapes of plan-drawing.js on one
// Letter page, with the document's title and author set so a reader's tab and file list name it.
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { PAGE, planShapes } from "./plan-drawing.js";
import { PROJECT } from "./sample-project.js";

const color = (hex) => rgb(...[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255));

/** The PDF's bytes. A fixed date keeps the file the same from build to build. */
export async function planPdf() {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${PROJECT.name}: marked-up plan (sample)`);
  pdf.setAuthor(PROJECT.preparedBy);
  pdf.setSubject("Sample quantity take-off: plan marked up with the measured quantities");
  pdf.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  pdf.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const y = (top) => PAGE.height - top;

  for (const shape of planShapes()) {
    switch (shape.kind) {
      case "rect":
        page.drawRectangle({
          x: shape.x,
          y: y(shape.y + shape.h),
          width: shape.w,
          height: shape.h,
          ...(shape.fill ? { color: color(shape.fill), opacity: shape.opacity ?? 1 } : {}),
          ...(shape.stroke ? { borderColor: color(shape.stroke), borderWidth: shape.width } : {}),
        });
        break;
      case "line":
        page.drawLine({
          start: { x: shape.x1, y: y(shape.y1) },
          end: { x: shape.x2, y: y(shape.y2) },
          thickness: shape.width,
          color: color(shape.color),
        });
        break;
      case "circle":
        page.drawCircle({ x: shape.x, y: y(shape.y), size: shape.r, color: color(shape.fill) });
        break;
      case "text": {
        const font = shape.bold ? bold : regular;
        const width = font.widthOfTextAtSize(shape.text, shape.size);
        const x = shape.anchor === "middle" ? shape.x - width / 2 : shape.anchor === "end" ? shape.x - width : shape.x;
        page.drawText(shape.text, { x, y: y(shape.y), size: shape.size, font, color: color(shape.color) });
        break;
      }
    }
  }
  return pdf.save();
}
