// The sample deliverable's project: one classroom wing drawn on a plan, and the take-off measured from
// that drawing. The spreadsheet, the marked-up PDF and the previews on the site are all made from this,
// so they always agree. Dimensions are in feet; quantities are rounded as an estimator would.

export const PROJECT = {
  name: "Maple Grove Elementary School, Classroom Wing",
  location: "Columbus, OH",
  drawing: "A-101 Floor Plan, Level 1",
  preparedBy: "QTO Solutions",
  width: 120,
  depth: 60,
  wallHeight: 16,
  partitionHeight: 12,
};

/** Rooms as rectangles (x, y from the plan's bottom-left corner). */
export const ROOMS = [
  { name: "Classroom 101", x: 0, y: 35, w: 30, h: 25, floor: "vct" },
  { name: "Classroom 102", x: 30, y: 35, w: 30, h: 25, floor: "vct" },
  { name: "Classroom 103", x: 60, y: 35, w: 30, h: 25, floor: "vct" },
  { name: "Classroom 104", x: 90, y: 35, w: 30, h: 25, floor: "vct" },
  { name: "Corridor", x: 0, y: 25, w: 120, h: 10, floor: "vct" },
  { name: "Classroom 105", x: 0, y: 0, w: 30, h: 25, floor: "vct" },
  { name: "Classroom 106", x: 30, y: 0, w: 30, h: 25, floor: "vct" },
  { name: "Boys", x: 60, y: 0, w: 15, h: 25, floor: "tile", fixtures: 6 },
  { name: "Girls", x: 75, y: 0, w: 15, h: 25, floor: "tile", fixtures: 6 },
  { name: "Mech/Elec", x: 90, y: 0, w: 15, h: 25, floor: "sealed" },
  { name: "Storage", x: 105, y: 0, w: 15, h: 25, floor: "sealed" },
];

/** Interior partitions: the corridor's two walls and the walls between rooms. */
export const PARTITIONS = [
  [0, 35, 120, 35],
  [0, 25, 120, 25],
  ...[30, 60, 90].map((x) => [x, 35, x, 60]),
  ...[30, 60, 75, 90, 105].map((x) => [x, 0, x, 25]),
];

/** Doors: one from each room to the corridor, and the corridor's two exits. */
export const DOORS = [
  ...ROOMS.filter((room) => room.name !== "Corridor").map((room) => ({
    x: room.x + room.w / 2,
    y: room.y === 0 ? 25 : 35,
  })),
  { x: 0, y: 30 },
  { x: 120, y: 30 },
];

const area = (rooms) => rooms.reduce((sum, room) => sum + room.w * room.h, 0);
const length = (lines) => lines.reduce((sum, [x1, y1, x2, y2]) => sum + Math.hypot(x2 - x1, y2 - y1), 0);
const ceilTo = (value, step = 1) => Math.ceil(value / step) * step;

function measure() {
  const footprint = PROJECT.width * PROJECT.depth;
  const perimeter = 2 * (PROJECT.width + PROJECT.depth);
  const partitions = length(PARTITIONS);
  const wallArea = partitions * PROJECT.partitionHeight;
  const floors = (kind) => area(ROOMS.filter((room) => room.floor === kind));
  const classrooms = ROOMS.filter((room) => room.name.startsWith("Classroom") || room.name === "Corridor");
  return { footprint, perimeter, partitions, wallArea, floors, classrooms };
}

const m = measure();

/**
 * The take-off lines, by CSI MasterFormat division. `layer` names what the marked-up plan highlights for
 * the line (see plan-drawing.js); lines measured off site work have none.
 */
export const LINES = [
  ["02", "02 41 16", "Demolition of two existing portable classrooms (24 x 60 ft)", 2880, "SF", 6.5],
  ["02", "02 41 13", "Removal of existing asphalt play area", 4000, "SF", 1.85],
  [
    "03",
    "03 30 00",
    'Slab on grade, 4" concrete, 3,000 psi',
    ceilTo((m.footprint * 4) / 12 / 27, 0.5),
    "CY",
    185,
    "slab",
  ],
  ["03", "03 21 00", "Welded wire mesh 6x6 W1.4xW1.4 incl. 10% lap", ceilTo(m.footprint * 1.1, 10), "SF", 0.62, "slab"],
  [
    "03",
    "03 30 00",
    'Strip footings 24" x 12" at exterior walls',
    ceilTo((m.perimeter * 2 * 1) / 27, 0.5),
    "CY",
    210,
    "exterior",
  ],
  ["04", "04 22 00", '8" CMU exterior walls, 16 ft high', m.perimeter * PROJECT.wallHeight, "SF", 14.75, "exterior"],
  [
    "04",
    "04 22 00",
    '8" CMU block count (1.125 blocks per SF)',
    ceilTo(m.perimeter * PROJECT.wallHeight * 1.125),
    "EA",
    0,
    "exterior",
  ],
  [
    "07",
    "07 54 23",
    "TPO roof membrane, 60 mil, incl. 4% for laps and flashing",
    ceilTo(m.footprint * 1.04),
    "SF",
    7.4,
  ],
  ["07", "07 22 00", 'Polyiso roof insulation, 4" (R-24)', m.footprint, "SF", 3.15],
  ["08", "08 11 13", "Hollow metal doors and frames, 3'-0\" x 7'-0\"", DOORS.length, "EA", 1450, "doors"],
  ["08", "08 71 00", "Door hardware sets", DOORS.length, "EA", 640, "doors"],
  ["09", "09 22 16", 'Metal stud partitions, 3-5/8" 20 ga, 12 ft high', m.wallArea, "SF", 3.4, "partitions"],
  ["09", "09 29 00", '5/8" gypsum board, both sides of partitions', m.wallArea * 2, "SF", 2.15, "partitions"],
  [
    "09",
    "09 29 00",
    "Gypsum board sheets, 4 x 12 ft (incl. 10% waste)",
    ceilTo((m.wallArea * 2 * 1.1) / 48),
    "EA",
    0,
    "partitions",
  ],
  ["09", "09 65 19", "Vinyl composition tile, classrooms and corridor", m.floors("vct"), "SF", 4.1],
  ["09", "09 30 13", "Ceramic floor tile, restrooms", m.floors("tile"), "SF", 12.5],
  ["09", "09 51 13", "Acoustical ceiling tile, 2 x 4 ft grid", m.floors("vct") + m.floors("tile"), "SF", 4.75],
  [
    "22",
    "22 42 13",
    "Water closets and lavatories, restrooms",
    ROOMS.reduce((n, r) => n + (r.fixtures ?? 0), 0),
    "EA",
    1850,
  ],
  ["22", "22 11 16", 'Domestic water piping, copper, 3/4" to 1-1/2"', 260, "LF", 38],
  ["23", "23 37 13", "Supply air diffusers (one per 200 SF)", ceilTo(area(m.classrooms) / 200), "EA", 215],
  ["23", "23 31 13", "Galvanized supply duct, corridor trunk and branches", 420, "LF", 46],
  ["26", "26 51 13", "2 x 4 ft LED troffers (one per 80 SF)", ceilTo(area(m.classrooms) / 80), "EA", 285],
  ["26", "26 27 26", "Duplex receptacles (four walls per classroom)", 6 * 8, "EA", 165],
  ["31", "31 23 16", "Excavation for strip footings", ceilTo((m.perimeter * 3 * 3) / 27), "CY", 32, "exterior"],
  ["31", "31 23 23", 'Compacted granular fill under slab, 6"', ceilTo((m.footprint * 0.5) / 27), "CY", 48, "slab"],
  ["32", "32 12 16", 'Asphalt paving, parking, 3" on 8" base', 9000, "SF", 4.6],
  ["32", "32 13 13", 'Concrete sidewalks, 4"', 1200, "SF", 9.5],
  ["33", "33 14 00", 'Water service, 4" DIP', 180, "LF", 92],
  ["33", "33 31 00", 'Sanitary sewer, 6" PVC', 220, "LF", 78],
  ["33", "33 41 00", 'Storm drainage, 12" HDPE', 300, "LF", 86],
].map(([division, code, item, quantity, unit, unitCost, layer]) => ({
  division,
  code,
  item,
  quantity,
  unit,
  unitCost,
  total: Math.round(quantity * unitCost * 100) / 100,
  layer,
}));

export const DIVISION_NAMES = {
  "02": "Existing Conditions",
  "03": "Concrete",
  "04": "Masonry",
  "07": "Thermal and Moisture Protection",
  "08": "Openings",
  "09": "Finishes",
  22: "Plumbing",
  23: "HVAC",
  26: "Electrical",
  31: "Earthwork",
  32: "Exterior Improvements",
  33: "Utilities",
};
