// A download's Content-Disposition keeps the uploaded name readable but harmless (RFC 6266, RFC 5987).
import { describe, expect, it } from "vitest";
import { contentDisposition, safeFileName } from "../../../../server/infra/files/content-disposition.ts";

describe("infra/files/content-disposition", () => {
  it("keeps no path, control characters, quotes or leading dots in a name", () => {
    expect(safeFileName("../../etc/passwd")).toBe("_.._etc_passwd");
    expect(safeFileName("C:\\plans\\Floor 2.pdf")).toBe("C:_plans_Floor 2.pdf");
    expect(safeFileName("Addendum 1/2 Electrical.pdf")).toBe("Addendum 1_2 Electrical.pdf");
    expect(safeFileName('a"b\r\nc.pdf')).toBe("abc.pdf");
    expect(safeFileName("...hidden.pdf")).toBe("hidden.pdf");
    expect(safeFileName("\u0000")).toBe("file.pdf");
    expect(safeFileName("..", "file.vtt")).toBe("file.vtt");
  });

  it("gives ASCII in filename and exact UTF-8 in filename*", () => {
    expect(contentDisposition("attachment", 'Plans "final" été 100%.pdf')).toBe(
      `attachment; filename="Plans final _t_ 100_.pdf"; filename*=UTF-8''Plans%20final%20%C3%A9t%C3%A9%20100%25.pdf`,
    );
    expect(contentDisposition("inline", "it's (1).pdf")).toBe(
      `inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });
});
