// No request leaves a file in DATA_DIR/uploads without a lead. A file is removed on
// every failure from the moment it is created (a body that stops mid-file, a client that disconnects),
// and at start the server removes the files no lead references that are over an hour old.
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";

const QUOTE = VALID_LEADS.quote.path;
const uploadsOf = (dataDir: string) => {
  try {
    return readdirSync(path.join(dataDir, "uploads")).sort();
  } catch {
    return [];
  }
};
const quoteParts = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
  [value].flat().map((item) => ({ name, value: String(item) })),
);

describe("server/leads/uploads: files of failed requests", () => {
  it("keeps no file of a body whose file part never closes", async () => {
    const dataDir = tempDataDir();
    const app = await testApp({ DATA_DIR: dataDir, SEED_PROJECTS: "0" });
    const { payload, headers } = multipart([
      ...quoteParts,
      { name: "specification_files", filename: "plans.pdf", content: Buffer.concat([PDF, Buffer.alloc(64 * 1024)]) },
    ]);
    // Cut inside the file's content: its closing boundary never comes.
    const response = await app.inject({ method: "POST", url: QUOTE, payload: payload.subarray(0, -2048), headers });
    expect(response.statusCode).toBe(400);
    expect(uploadsOf(dataDir)).toEqual([]);
    expect(await app.leads.count()).toBe(0);
    await app.close();
  });

  it("removes the partial file of a client that disconnects mid-file", async () => {
    const dataDir = tempDataDir();
    const app = await testApp({ DATA_DIR: dataDir, SEED_PROJECTS: "0" });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const boundary = "----qto-disconnect";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="specification_files"; filename="plans.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`,
    );
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST ${QUOTE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(Buffer.concat([head, PDF, Buffer.alloc(256 * 1024, 0x20)]));
    // The file exists on disk, half written …
    await expect.poll(() => uploadsOf(dataDir).length, { timeout: 5_000 }).toBe(1);
    // … when the client goes away.
    socket.destroy();
    await expect.poll(() => uploadsOf(dataDir), { timeout: 5_000 }).toEqual([]);
    expect(await app.leads.count()).toBe(0);
    await app.close();
  });
});

describe.each(TEST_DATABASES)("server/leads: the sweep of orphaned uploads at start on $name", ({ url }) => {
  it("removes files no lead references that are over an hour old, and keeps the rest", async () => {
    const dataDir = tempDataDir();
    const databaseUrl = await url();
    const first = await testApp({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_PROJECTS: "0" });
    const stored = await first.inject({
      method: "POST",
      url: QUOTE,
      ...multipart([...quoteParts, { name: "specification_files", filename: "plans.pdf", content: PDF }]),
    });
    expect(stored.statusCode, stored.body).toBe(201);
    await first.close();

    const dir = path.join(dataDir, "uploads");
    const [referenced] = uploadsOf(dataDir);
    const staleOrphan = `${randomUUID()}.pdf`;
    const freshOrphan = `${randomUUID()}.pdf`;
    const foreign = "README.txt";
    mkdirSync(dir, { recursive: true });
    for (const name of [staleOrphan, freshOrphan, foreign]) writeFileSync(path.join(dir, name), PDF);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of [referenced!, staleOrphan, foreign]) utimesSync(path.join(dir, name), twoHoursAgo, twoHoursAgo);

    const second = await testApp({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_PROJECTS: "0" });
    await second.ready();
    expect(uploadsOf(dataDir)).toEqual([referenced!, freshOrphan, foreign].sort());
    await second.close();
  });
});
