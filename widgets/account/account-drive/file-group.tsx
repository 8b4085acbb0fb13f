// One order's (or quote request's) files: a table of name, kind, size and a Download link, with the
// group's title and date as its caption.
import type { DriveFile } from "../../../contract/account/drive.ts";
import { formatDay } from "../../kits/account-page-kit/format.ts";
import { formatFileSize } from "../../../contract/file-size.ts";

/** What each kind of file is to the person who opens it. */
const KINDS: Record<string, string> = { xlsx: "Excel workbook", csv: "CSV spreadsheet", pdf: "PDF" };

export function FileGroup({
  title,
  date,
  files,
  href,
}: {
  title: string;
  date: string;
  files: DriveFile[];
  href: (fileId: number) => string;
}) {
  return (
    <div className="table-wrap">
      <table>
        <caption>
          {title} <span className="muted">· {formatDay(date)}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Kind</th>
            <th scope="col" className="amount">
              Size
            </th>
            <th scope="col">
              <span className="visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id}>
              <th scope="row" className="file-name">
                {file.name}
              </th>
              <td data-label="Kind">{KINDS[file.kind] ?? file.kind.toUpperCase()}</td>
              <td className="amount" data-label="Size">
                {formatFileSize(file.size)}
              </td>
              <td>
                <a className="download" href={href(file.id)} download>
                  Download<span className="visually-hidden"> {file.name}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
