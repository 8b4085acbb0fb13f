// The marked-up plan as a list of shapes in page points (origin top-left), drawn once here and rendered
// twice: into the PDF by plan-pdf.js and into the SVG preview by previews.js, so the two never differ.
import { DOORS, LINES, PARTITIONS, PROJECT, ROOMS } from "./sample-project.js";

export const PAGE = { width: 792, height: 612 }; // US Letter, landscape
/** The previews' sizes on the site: the plan's page, and the spreadsheet's first lines. */
export const PREVIEW_SIZES = { plan: { width: PAGE.width, height: 520 }, takeoff: { width: 792, height: 400 } };
const SCALE = 4.2; // points per foot
const ORIGIN = { x: 48, y: 110 }; // where the plan's top-left corner sits

/** Highlight colours, one per layer, as an estimator's markers would show them. */
export const LAYERS = {
  slab: { label: "Slab on grade", color: "#2f80ed", unitLabel: "CY" },
  exterior: { label: "Exterior CMU walls and footings", color: "#f2994a", unitLabel: "SF" },
  partitions: { label: "Metal stud partitions", color: "#27ae60", unitLabel: "SF" },
  doors: { label: "Doors and frames", color: "#d63031", unitLabel: "EA" },
};

const px = (feet) => ORIGIN.x + feet * SCALE;
const py = (feet) => ORIGIN.y + (PROJECT.depth - feet) * SCALE;

const fmt = new Intl.NumberFormat("en-US");

/** The take-off line the legend quotes for a layer: its first in the layer's own unit. */
const lineOf = (layer) => LINES.find((line) => line.layer === layer && line.unit === LAYERS[layer].unitLabel);

export function planShapes() {
  const shapes = [];
  const W = PROJECT.width * SCALE;
  const H = PROJECT.depth * SCALE;
  shapes.push({ kind: "text", x: 48, y: 48, size: 18, bold: true, text: PROJECT.name, color: "#0b2545" });
  shapes.push({
    kind: "text",
    x: 48,
    y: 70,
    size: 11,
    text: `${PROJECT.drawing} · ${PROJECT.location} · marked up by ${PROJECT.preparedBy}`,
    color: "#4f5d70",
  });
  // The slab, shaded under everything else.
  shapes.push({ kind: "rect", x: ORIGIN.x, y: ORIGIN.y, w: W, h: H, fill: LAYERS.slab.color, opacity: 0.14 });
  for (const room of ROOMS) {
    const cx = px(room.x + room.w / 2);
    const cy = py(room.y + room.h / 2);
    shapes.push({ kind: "text", x: cx, y: cy - 2, size: 8, text: room.name, color: "#1b2433", anchor: "middle" });
    shapes.push({
      kind: "text",
      x: cx,
      y: cy + 9,
      size: 7,
      text: `${fmt.format(room.w * room.h)} SF`,
      color: "#4f5d70",
      anchor: "middle",
    });
  }
  for (const [x1, y1, x2, y2] of PARTITIONS) {
    shapes.push({
      kind: "line",
      x1: px(x1),
      y1: py(y1),
      x2: px(x2),
      y2: py(y2),
      color: LAYERS.partitions.color,
      width: 3,
    });
  }
  shapes.push({ kind: "rect", x: ORIGIN.x, y: ORIGIN.y, w: W, h: H, stroke: LAYERS.exterior.color, width: 6 });
  DOORS.forEach((door, i) => {
    shapes.push({ kind: "circle", x: px(door.x), y: py(door.y), r: 6, fill: LAYERS.doors.color });
    shapes.push({
      kind: "text",
      x: px(door.x),
      y: py(door.y) + 2.5,
      size: 6.5,
      bold: true,
      text: String(i + 1),
      color: "#ffffff",
      anchor: "middle",
    });
  });
  // Overall dimensions under and beside the plan.
  const below = ORIGIN.y + H + 22;
  shapes.push({ kind: "line", x1: ORIGIN.x, y1: below, x2: ORIGIN.x + W, y2: below, color: "#4f5d70", width: 0.8 });
  shapes.push({
    kind: "text",
    x: ORIGIN.x + W / 2,
    y: below - 4,
    size: 8,
    text: `${PROJECT.width}'-0"`,
    color: "#4f5d70",
    anchor: "middle",
  });
  const right = ORIGIN.x + W + 16;
  shapes.push({ kind: "line", x1: right, y1: ORIGIN.y, x2: right, y2: ORIGIN.y + H, color: "#4f5d70", width: 0.8 });
  shapes.push({
    kind: "text",
    x: right + 4,
    y: ORIGIN.y + H / 2,
    size: 8,
    text: `${PROJECT.depth}'-0"`,
    color: "#4f5d70",
  });
  legend(shapes, ORIGIN.x + W + 44);
  measuredLines(shapes, below + 30);
  return shapes;
}

/** Under the plan, every take-off line measured from it, with its layer's colour. */
function measuredLines(shapes, top) {
  shapes.push({
    kind: "text",
    x: ORIGIN.x,
    y: top,
    size: 10,
    bold: true,
    text: "Measured from this sheet",
    color: "#0b2545",
  });
  const rows = LINES.filter((line) => line.layer);
  const half = Math.ceil(rows.length / 2);
  rows.forEach((line, i) => {
    const x = ORIGIN.x + (i < half ? 0 : 350);
    const y = top + 16 + (i % half) * 13;
    shapes.push({ kind: "rect", x, y: y - 7, w: 7, h: 7, fill: LAYERS[line.layer].color, opacity: 1 });
    shapes.push({ kind: "text", x: x + 12, y, size: 7.5, text: `${line.code}  ${line.item}`, color: "#1b2433" });
    shapes.push({
      kind: "text",
      x: x + 330,
      y,
      size: 7.5,
      bold: true,
      text: `${fmt.format(line.quantity)} ${line.unit}`,
      color: "#1b2433",
      anchor: "end",
    });
  });
}

function legend(shapes, x) {
  let y = ORIGIN.y + 4;
  shapes.push({ kind: "text", x, y, size: 12, bold: true, text: "Take-off legend", color: "#0b2545" });
  for (const [layer, { label, color }] of Object.entries(LAYERS)) {
    const line = lineOf(layer);
    y += 34;
    shapes.push({ kind: "rect", x, y: y - 10, w: 14, h: 14, fill: color, opacity: layer === "slab" ? 0.35 : 1 });
    shapes.push({ kind: "text", x: x + 22, y: y - 1, size: 9.5, bold: true, text: label, color: "#1b2433" });
    shapes.push({
      kind: "text",
      x: x + 22,
      y: y + 12,
      size: 9,
      text: `${fmt.format(line.quantity)} ${line.unit} · ${line.code}`,
      color: "#4f5d70",
    });
  }
  shapes.push({
    kind: "text",
    x,
    y: y + 44,
    size: 8,
    text: "Quantities measured from this drawing;",
    color: "#4f5d70",
  });
  shapes.push({
    kind: "text",
    x,
    y: y + 56,
    size: 8,
    text: "every line is in the take-off spreadsheet.",
    color: "#4f5d70",
  });
}
