// A site with something of everything a backup must bring back, made through the API as people would:
// quote requests with their PDFs, paid orders with the files staff delivered, projects with plan-room
// documents, and a staff member enrolled in the second factor (TOTP) whose key the test keeps.
import type { FastifyInstance } from "fastify";
import { keepCookies, loggedIn, signedIn } from "./accounts.ts";
import { VALID_LEADS } from "./leads.ts";
import { multipart, PDF, type Part } from "./multipart.ts";
import { placeOrder, workbook } from "./orders.ts";
import { insertProject } from "./plan-room.ts";
import { signedInStaff, type StaffSession } from "./staff.ts";
import { totpCode } from "./totp.ts";

/** Every account's password in these tests (accounts.ts registers them with it). */
export const PASSWORD = "a long enough passphrase";

/** A distinct, real PDF: the same document with a comment line of its own. */
const pdfNumbered = (index: number) => Buffer.concat([PDF, Buffer.from(`% copy ${index}\n`)]);

function post(app: FastifyInstance, url: string, parts: Part[], staff?: StaffSession) {
  const body = multipart(parts);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    cookies: staff?.cookies,
    headers: { ...body.headers, ...(staff && { "x-csrftoken": staff.token }) },
  });
}

function expectCreated(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode !== 201) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/** Enrols `username` (a new staff member) in TOTP through the API; answers the key and when it was used. */
export async function enrolledStaff(app: FastifyInstance, username: string) {
  const staff = await signedInStaff(app, username, { secondFactor: false });
  const call = async (path: string, payload?: object) =>
    keepCookies(
      staff.cookies,
      await app.inject({ method: "POST", url: `/reactapp/staff/second-factor${path}`, payload, ...staff.as() }),
    );
  const key = (await call("/enrolment/")).json().key as string;
  const confirmedAt = Date.now();
  const confirmed = await call("/enrolment/confirm/", { code: totpCode(key, confirmedAt) });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment: ${confirmed.body}`);
  return { username, key, confirmedAt };
}

/** Signs `username` in with the password and a TOTP code; answers the status of a console call after. */
export async function signInWithTotp(app: FastifyInstance, username: string, key: string, at: number) {
  const { cookies, token } = await loggedIn(app, username, PASSWORD);
  const verified = keepCookies(
    cookies,
    await app.inject({
      method: "POST",
      url: "/reactapp/staff/second-factor/verify/",
      payload: { code: totpCode(key, at) },
      cookies,
      headers: { "x-csrftoken": token },
    }),
  );
  if (verified.statusCode !== 200) throw new Error(`second factor: ${verified.statusCode} ${verified.body}`);
  return (await app.inject({ url: "/reactapp/staff/me/", cookies })).statusCode;
}

/** Fills the site: `count` of each, through the API. */
export async function busySite(app: FastifyInstance, count = 3) {
  const staff = await signedInStaff(app, "drill-estimator");
  const buyer = await signedIn(app, "drill-buyer");
  const fields = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((item) => ({ name, value: item })) : [{ name, value: String(value) }],
  );
  const xlsx = await workbook();
  for (let index = 0; index < count; index++) {
    const quote = [
      ...fields,
      { name: "specification_files", filename: `plans-${index}.pdf`, content: pdfNumbered(index) },
    ];
    expectCreated(await post(app, VALID_LEADS.quote.path, quote), "quote");

    const { id: order } = await placeOrder(app, buyer);
    const deliverable = (filename: string, content: Buffer) =>
      post(
        app,
        `/reactapp/staff/orders/${order}/files/`,
        [{ name: "file", filename, content, type: "application/octet-stream" }],
        staff,
      );
    expectCreated(await deliverable("takeoff.xlsx", xlsx), "deliverable");
    expectCreated(
      await deliverable("quantities.csv", Buffer.from(`item,qty\nconcrete,${index + 12}\n`)),
      "deliverable",
    );

    const project = await insertProject(app.db, { name: `Drill project ${index}` });
    const plan = [
      { name: "kind", value: "plans" },
      { name: "file", filename: `A-10${index} Floor plan.pdf`, content: pdfNumbered(100 + index) },
    ];
    expectCreated(await post(app, `/reactapp/staff/projects/${project}/documents/`, plan, staff), "document");
  }
  return enrolledStaff(app, "drill-tess");
}
