// The sample's previews for the site, as SVG: the marked-up plan (the very shapes of the PDF) and the
// first lines of the take-off spreadsheet as a spreadsheet shows them. Text is escaped for XML.
import { PREVIEW_SIZES, planShapes } from "./plan-drawing.js";
import { LINES } from "./sample-project.js";

const escape = (text) => String(text).replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = 'font-family="Inter Variable, Arial, sans-serif"';

function shapeToSvg(shape) {
  switch (shape.kind) {
    case "rect": {
      const paint = shape.fill
        ? `fill="${shape.fill}" fill-opacity="${shape.opacity ?? 1}"`
        : `fill="none" stroke="${shape.stroke}" stroke-width="${shape.width}"`;
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" ${paint}/>`;
    }
    case "line":
      return `<line x1="${shape.x1}" y1="${shape.y1}" x2="${shape.x2}" y2="${shape.y2}" stroke="${shape.color}" stroke-width="${shape.width}"/>`;
    case "circle":
      return `<circle cx="${shape.x}" cy="${shape.y}" r="${shape.r}" fill="${shape.fill}"/>`;
    case "text":
      return `<text x="${shape.x}" y="${shape.y}" font-size="${shape.size}"${shape.bold ? ' font-weight="700"' : ""} fill="${shape.color}"${shape.anchor ? ` text-anchor="${shape.anchor}"` : ""}>${escape(shape.text)}</text>`;
  }
}

export function planPreviewSvg() {
  const body = planShapes().map(shapeToSvg).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PREVIEW_SIZES.plan.width} ${PREVIEW_SIZES.plan.height}" width="${PREVIEW_SIZES.plan.width}" height="${PREVIEW_SIZES.plan.height}" ${FONT}><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const number = new Intl.NumberFormat("en-US");
const COLUMNS = [
  { title: "Code", width: 78, value: (line) => line.code },
  { title: "Description", width: 370, value: (line) => line.item },
  { title: "Qty", width: 70, value: (line) => number.format(line.quantity), right: true },
  { title: "Unit", width: 44, value: (line) => line.unit },
  { title: "Unit cost", width: 80, value: (line) => (line.unitCost ? money.format(line.unitCost) : ""), right: true },
  { title: "Total", width: 110, value: (line) => (line.unitCost ? money.format(line.total) : ""), right: true },
];

export function takeoffPreviewSvg() {
  const { width, height } = PREVIEW_SIZES.takeoff;
  const rowHeight = 26;
  const top = 44;
  const rows = LINES.filter((line) => ["03", "04", "09"].includes(line.division)).slice(0, 12);
  const parts = [`<rect width="100%" height="100%" fill="#fff"/>`];
  parts.push(`<rect width="${width}" height="30" fill="#1d6f42"/>`);
  parts.push(
    `<text x="14" y="20" font-size="13" font-weight="700" fill="#fff">Take-off · Maple Grove Elementary School, Classroom Wing</text>`,
  );
  let x = 20;
  const cells = [];
  for (const column of COLUMNS) {
    cells.push({ column, x });
    x += column.width;
  }
  parts.push(`<rect x="20" y="${top}" width="${x - 20}" height="${rowHeight}" fill="#e3ecf7"/>`);
  rows.forEach((_, i) => {
    if (i % 2)
      parts.push(
        `<rect x="20" y="${top + (i + 1) * rowHeight}" width="${x - 20}" height="${rowHeight}" fill="#f4f7fb"/>`,
      );
  });
  const textAt = ({ column, x: left }, row, text, bold) => {
    const tx = column.right ? left + column.width - 8 : left + 8;
    const ty = top + row * rowHeight + 17;
    return `<text x="${tx}" y="${ty}" font-size="11.5"${bold ? ' font-weight="700"' : ""} fill="#1b2433"${column.right ? ' text-anchor="end"' : ""}>${escape(text)}</text>`;
  };
  for (const cell of cells) parts.push(textAt(cell, 0, cell.column.title, true));
  rows.forEach((line, i) => {
    for (const cell of cells) parts.push(textAt(cell, i + 1, cell.column.value(line)));
  });
  const bottom = top + (rows.length + 1) * rowHeight;
  for (let i = 0; i <= rows.length + 1; i++) {
    parts.push(`<line x1="20" y1="${top + i * rowHeight}" x2="${x}" y2="${top + i * rowHeight}" stroke="#d8e0ea"/>`);
  }
  for (const cell of [...cells, { x }])
    parts.push(`<line x1="${cell.x}" y1="${top}" x2="${cell.x}" y2="${bottom}" stroke="#d8e0ea"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ${FONT}>${parts.join("")}</svg>`;
}
