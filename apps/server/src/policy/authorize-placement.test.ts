// Where `authorize` runs (decision 016), read from the source: a command never checks a lounge its
// caller named (the route does, with `authorizeLounge`) nor the role alone (the router does), and a
// route never checks the contract's own action by hand.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = path.resolve(import.meta.dirname, "../features");

function sources(): { file: string; text: string }[] {
  return readdirSync(FEATURES, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => ({ file, text: readFileSync(path.join(FEATURES, file), "utf8") }));
}

const isRoutes = (file: string) => /routes\.ts$/.test(file);

/** Each `authorize(…)` call of a file, as written. */
const authorizeCalls = (text: string) =>
  [...text.matchAll(/\bauthorize\(([^;]*?)\);/gs)].map((m) => m[1] ?? "");

describe("authorize placement", () => {
  it("commands check only what they loaded: no lounge from their input, no role alone", () => {
    const misplaced = sources()
      .filter(({ file }) => !isRoutes(file))
      .flatMap(({ file, text }) =>
        authorizeCalls(text)
          .filter((args) => /loungeId: (input|query|body|upload)\.|\{\s*\}|loungeId \}/.test(args))
          .map((args) => `${file}: authorize(${args})`),
      );
    expect(misplaced).toEqual([]);
  });

  it("routes check the lounge a request names through authorizeLounge, by the contract's action", () => {
    const byHand = sources()
      .filter(({ file }) => isRoutes(file))
      .flatMap(({ file, text }) =>
        authorizeCalls(text).map((args) => `${file}: authorize(${args})`),
      );
    // Only a second action a call needs beyond its contract's, decided by the request alone.
    expect(byHand).toEqual([
      'attendance/routes.ts: authorize(actor, "attendance.manage", { loungeId: input.lounge_id })',
      'session/routes.ts: authorize(actor, "floor.use", { loungeId: body.lounge_id })',
    ]);
  });
});
