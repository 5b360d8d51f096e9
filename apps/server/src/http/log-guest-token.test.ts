// The guest page's token out of logs: a server logging every line (trace) is asked for a group's
// page by its call and by its page path, spelled every way a phone, a proxy or a person might, for a
// working link, unknown and revoked ones, and until it refuses (429); its whole log is searched for
// each token. The spellings are also checked one by one against the redaction itself.
import { GUEST_PAGE_PATH_PREFIX, guestApi, guestPagePath } from "@lounge-office/domain/guest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_MISSES_PER_MINUTE, GUEST_VIEWS_PER_MINUTE } from "../features/guest/routes";
import { capturedLog } from "../test/captured-log";
import { enterBody, startFloorServer } from "../test/floor-world";
import { redactText, redactUrl, SECRET_PATHS } from "./logger";

const { lines, logger } = capturedLog("trace");
let floor: Awaited<ReturnType<typeof startFloorServer>>;

beforeAll(async () => {
  floor = await startFloorServer({ logger });
});
afterAll(() => floor?.server.close());

/** Every character percent-encoded: `%41%62…`. */
const encodedEach = (text: string) =>
  [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join("");

/** A present group's link, issued by staff: its token. */
async function issuedToken(seatIndex: number) {
  const seatId = floor.world.autoSeats[seatIndex]!.id;
  const group = await floor.staff.post(
    "/customer_groups",
    enterBody(seatId, "mens", 2, { fee_rule: floor.world.normalRule.id }),
  );
  expect(group.status).toBe(201);
  const link = await floor.staff.post(`/customer_groups/${group.body.id}/guest_link`, undefined);
  expect(link.status).toBe(201);
  return { groupId: group.body.id as number, token: link.body.token as string };
}

const TOKEN_A = "A".repeat(32);

describe("the guest page's token", () => {
  it("is in no log line: the call and the page, working, unknown, revoked and refused (429)", async () => {
    const { token } = await issuedToken(0);
    const revoked = await issuedToken(1);
    expect(
      (await floor.staff.delete(`/customer_groups/${revoked.groupId}/guest_link`)).status,
    ).toBe(200);
    const unknown = "unknownunknownunknownunknown0000";
    const secrets = [token, revoked.token, unknown];

    const phone = floor.server.client();
    const html = { headers: { accept: "text/html" } };
    const ask = async (path: string, options?: typeof html) =>
      (await phone.get(path, options)).status;

    // The call the page polls, and its page, as a browser, a proxy or a hand-typed address spell them.
    const call = (t: string) => `/public/guest/${t}`;
    const page = (t: string) => `/g/${t}`;
    expect(await ask(call(token))).toBe(200);
    expect(await ask(`${call(token)}/`)).toBe(200);
    expect(await ask(`${call(token)}?poll=1`)).toBe(200);
    expect(await ask(call(encodedEach(token)))).toBe(200);
    // The router decodes a static part too; the other spellings reach no route (404, or 403 from
    // the built app's file server where there is one), or a malformed one (400).
    expect(await ask(`/%70ublic/guest/${token}`)).toBe(200);
    for (const path of [
      `//public//guest//${token}`,
      `/public%2Fguest%2F${token}`,
      `/PUBLIC/Guest/${token}`,
    ]) {
      expect([path, await ask(path)]).toEqual([path, expect.toBeOneOf([403, 404])]);
    }
    expect(await ask(`${call(token)}%`)).toBe(400);
    for (const path of [
      page(token),
      `${page(token)}/`,
      `${page(token)}?from=qr`,
      `//g//${token}`,
      page(encodedEach(token)),
    ]) {
      expect(await ask(path, html)).toBe(200);
    }
    // Not a page navigation: the not-found answer names the path (to the caller, not the log).
    expect(await ask(page(token))).toBe(404);

    // Links that do not work: 404, and the page for them.
    expect(await ask(call(revoked.token))).toBe(404);
    expect(await ask(call(unknown))).toBe(404);
    expect(await ask(page(unknown), html)).toBe(200);

    // Polled too often: 429 for the working link; then too many misses from the address.
    let status = 200;
    for (let i = 0; i <= GUEST_VIEWS_PER_MINUTE && status !== 429; i++) {
      status = await ask(`${call(token)}?try=${i}`);
    }
    expect(status).toBe(429);
    status = 404;
    for (let i = 0; i <= GUEST_MISSES_PER_MINUTE && status !== 429; i++) {
      status = await ask(`${call(unknown)}?miss=${i}`);
    }
    expect(status).toBe(429);

    // Messages and errors quoting the address, from anywhere in the server.
    floor.server.app.log.info(`Route GET:${page(token)} not found`);
    floor.server.app.log.error(
      { err: new Error(`request to http://127.0.0.1${call(token)} failed`) },
      "guest page",
    );

    const text = lines.join("");
    // The requests were logged, their tokens replaced rather than the lines dropped.
    expect(text).toContain(`"url":"/public/guest/[REDACTED]"`);
    expect(text).toContain(`"url":"/public/guest/[REDACTED]?try=`);
    expect(text).toContain(`"url":"//g//[REDACTED]"`);
    expect(text).toContain("Route GET:/g/[REDACTED] not found");
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    expect(text).not.toContain(encodedEach(token));
  });

  it("covers every route that takes a token, from the paths the router and the web app use", () => {
    const tokenRoutes = floor.server.app.registeredRoutes
      .map((route) => route.url)
      .filter((url) => /\/:token\b/.test(url));
    expect(tokenRoutes).toContain(guestApi.view.path);
    for (const url of tokenRoutes) expect(SECRET_PATHS).toContain(url);
    expect(SECRET_PATHS).toContain(`${GUEST_PAGE_PATH_PREFIX}:token`);
    expect(redactUrl(guestPagePath(TOKEN_A))).toBe(`${GUEST_PAGE_PATH_PREFIX}[REDACTED]`);
  });

  it.each([
    [`/public/guest/${TOKEN_A}`, "/public/guest/[REDACTED]"],
    [`/public/guest/${TOKEN_A}/`, "/public/guest/[REDACTED]/"],
    [`/public/guest/${TOKEN_A}?x=1&token=y`, "/public/guest/[REDACTED]?x=1&token=[REDACTED]"],
    [`//public//guest//${TOKEN_A}`, "//public//guest//[REDACTED]"],
    [`/%70ublic/GUEST/${TOKEN_A}`, "/%70ublic/GUEST/[REDACTED]"],
    [`/public%2Fguest%2F${TOKEN_A}`, "/[REDACTED]"],
    [`/%2567/${TOKEN_A}`, "/%2567/[REDACTED]"],
    [`/g/${encodedEach(TOKEN_A)}`, "/g/[REDACTED]"],
    [`/g/./${TOKEN_A}`, "/g/./[REDACTED]"],
    [`/x/../g/${TOKEN_A}#top`, "/x/../g/[REDACTED]#top"],
    [`/g/${TOKEN_A}%`, "/g/[REDACTED]"],
    [`/sign_in?next=/g/${TOKEN_A}`, "/sign_in?next=/g/[REDACTED]"],
    [`/sign_in?next=%2Fg%2F${TOKEN_A}`, "/sign_in?next=[REDACTED]"],
    // Paths that merely look alike stay as they are.
    [`/api/v1/g/${TOKEN_A}`, `/api/v1/g/${TOKEN_A}`],
    [`/guest/${TOKEN_A}`, `/guest/${TOKEN_A}`],
    ["/g/", "/g/"],
  ])("redacts the URL %s as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("redacts a token in a message quoting the path or a whole address", () => {
    expect(redactText(`Route GET://g//${TOKEN_A} not found`)).toBe(
      "Route GET://g//[REDACTED] not found",
    );
    expect(redactText(`fetch https://lounge.example/g/${TOKEN_A} timed out`)).toBe(
      "fetch https://lounge.example/g/[REDACTED] timed out",
    );
    expect(redactText(`"GET /public/guest/${TOKEN_A} は存在しません"`)).toBe(
      '"GET /public/guest/[REDACTED] は存在しません"',
    );
  });
});
