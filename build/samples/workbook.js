// The take-off spreadsheet (ExcelJS, https://github.com/exceljs/exceljs): a Summary sheet with the project
// and one subtotal per division, and a Take-off sheet with every measured line. Totals are formulas, so
// an estimator who changes a quantity or a price sees the sums follow.
import ExcelJS from "exceljs";
import { DIVISION_NAMES, LINES, PROJECT } from "./sample-project.js";

const MONEY = '"$"#,##0.00';
const QUANTITY = "#,##0.##";
const HEADER_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FF0B2545" } };

function header(row) {
  row.font = { bold: true, color: { argb: "FFFFFFFF" } };
  row.eachCell((cell) => (cell.fill = HEADER_FILL));
}

function takeoffSheet(workbook, lines) {
  const sheet = workbook.addWorksheet("Take-off", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: "Division", key: "division", width: 10 },
    { header: "Code", key: "code", width: 11 },
    { header: "Description", key: "item", width: 58 },
    { header: "Quantity", key: "quantity", width: 12, style: { numFmt: QUANTITY } },
    { header: "Unit", key: "unit", width: 7 },
    { header: "Unit cost", key: "unitCost", width: 12, style: { numFmt: MONEY } },
    { header: "Total", key: "total", width: 15, style: { numFmt: MONEY } },
  ];
  header(sheet.getRow(1));
  for (const line of lines) {
    const row = sheet.addRow({ ...line, unitCost: line.unitCost || null, total: null });
    // Counts for ordering (blocks, sheets) carry no price of their own.
    if (line.unitCost) row.getCell("total").value = { formula: `D${row.number}*F${row.number}`, result: line.total };
  }
  sheet.autoFilter = { from: "A1", to: "G1" };
  return sheet;
}

function summarySheet(workbook, lines, divisions) {
  const sheet = workbook.addWorksheet("Summary");
  sheet.columns = [{ width: 12 }, { width: 44 }, { width: 18 }];
  sheet.addRow([PROJECT.name]).font = { bold: true, size: 14 };
  sheet.addRow([`${PROJECT.location} · ${PROJECT.drawing} · prepared by ${PROJECT.preparedBy}`]);
  sheet.addRow(["Sample take-off: quantities measured from the drawing, priced at sample unit costs."]);
  sheet.addRow([]);
  header(sheet.addRow(["Division", "Name", "Subtotal"]));
  const first = sheet.rowCount + 1;
  for (const division of divisions) {
    const result = lines.filter((line) => line.division === division).reduce((sum, line) => sum + line.total, 0);
    const row = sheet.addRow([division, DIVISION_NAMES[division]]);
    row.getCell(1).numFmt = "@";
    row.getCell(3).value = { formula: `SUMIF('Take-off'!A:A,"${division}",'Take-off'!G:G)`, result };
    row.getCell(3).numFmt = MONEY;
  }
  const total = sheet.addRow(["", "Total"]);
  const result = lines.reduce((sum, line) => sum + line.total, 0);
  total.getCell(3).value = { formula: `SUM(C${first}:C${sheet.rowCount - 1})`, result };
  total.getCell(3).numFmt = MONEY;
  total.font = { bold: true };
  return sheet;
}

/** The workbook's bytes for the given divisions ("03", "09", …). */
export async function takeoffWorkbook(divisions) {
  const lines = LINES.filter((line) => divisions.includes(line.division));
  const workbook = new ExcelJS.Workbook();
  workbook.creator = PROJECT.preparedBy;
  workbook.title = `${PROJECT.name}: quantity take-off (sample)`;
  workbook.created = workbook.modified = new Date("2026-01-01T00:00:00Z");
  summarySheet(workbook, lines, divisions);
  takeoffSheet(workbook, lines);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
