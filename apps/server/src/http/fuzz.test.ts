// Fuzz test (property-based, fast-check) over every contract in API_CONTRACTS: a valid skeleton of each
// call's params, query and body (from its zod schemas, with the fuzz world's ids) with one leaf made
// hostile — wrong types, huge and negative numbers, NUL and control characters, 1 MB strings, deep
// nesting, prototype keys, missing and extra fields — sent as an admin (so permission checks do not hide
// the validation path; public and operators' calls anonymously), plus malformed multipart uploads. No
// answer may be a 5xx; a refusal says why in Japanese and leaves the database as it was (a fingerprint
// of every table before and after); a request that carried NUL or control characters in a field is
// refused.
// First a hostile value in every leaf (deterministic), then random cases within a time budget.
//
// Replay a failure with FUZZ_SEED=<seed printed in the failure>. `/cable`'s WebSocket upgrade is not
// sent (fetch cannot upgrade, and an open socket streams pings): its plain GET runs the same route with
// the same query schema and access check before any upgrade, and is fuzzed like every other read.
import { menusApi } from "@lounge-office/domain/menus";
import { API_CONTRACTS } from "@lounge-office/domain/registry";
import { sessionApi } from "@lounge-office/domain/session";
import { type Contract, FORBIDDEN_TEXT_PATTERN } from "@lounge-office/domain/shared";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedTables, type Fingerprint, fingerprinter } from "../test/db-fingerprint";
import {
  type Case,
  caseOf,
  examplesFor,
  type Input,
  mutate,
  skeletonOf,
  type Value,
  valueAt,
} from "../test/fuzz-inputs";
import { type MultipartCase, multipartCase, multipartExamples } from "../test/fuzz-multipart";
import { type Sent, send, sendRaw, describe as show } from "../test/fuzz-requests";
import { buildFuzzWorld, type FuzzWorld } from "../test/fuzz-world";
import { startTestServer, type TestClient, type TestServer } from "../test/harness";

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/**
 * Random cases per contract, after the deterministic ones (a hostile value in every leaf: about
 * 500 requests, always all of them). FUZZ_RUNS and FUZZ_BUDGET_MS fuzz deeper by hand.
 */
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/**
 * The random cases' time budget over all contracts: on a slow machine fast-check stops a contract's
 * random cases early (interruptAfterTimeLimit) rather than the test running long; an idle machine
 * runs them all. The whole file took ~35 s on PGlite and ~20 s on PostgreSQL on a 2-core machine
 * at load 7 (about 1,100 requests, each followed by a fingerprint).
 */
const RANDOM_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 10_000);
const TEST_TIMEOUT_MS = 90_000 + RANDOM_BUDGET_MS;

let server: TestServer;
let world: FuzzWorld;
let admin: TestClient;
let fingerprint: () => Promise<Fingerprint>;
let baseline: Fingerprint;
/** Time the random cases have taken so far. */
let randomSpent = 0;
const failures: string[] = [];
const stats = { requests: 0, accepted: 0, requestMs: 0, fingerprintMs: 0 };

beforeAll(async () => {
  server = await startTestServer({
    // The throttle is tested elsewhere; here refused sign-ins must not lock the fuzz's own sign-ins out.
    env: {
      SIGN_IN_MAX_FAILURES: "100",
      SIGN_IN_ADDRESS_MAX_FAILURES: "10000",
      SIGN_IN_GLOBAL_MAX_FAILURES: "1000000",
    },
  });
  admin = server.client();
  world = await buildFuzzWorld(server, admin);
  // Sessions change on every request by design (last seen, sign-in and out) and a refused sign-in is
  // recorded on purpose (the throttle), as is a guest link that opens nothing (the rate limiter's
  // counts): none is a change a refused request must not make.
  fingerprint = await fingerprinter(server.database.db, [
    "sessions",
    "sign_in_attempts",
    "rate_limit_counts",
  ]);
  baseline = await fingerprint();
}, 120_000);
afterAll(async () => {
  console.info(
    `fuzz: seed ${SEED}, ${stats.requests} requests (${Math.round(stats.requestMs)} ms) and fingerprints (${Math.round(stats.fingerprintMs)} ms), ${stats.accepted} accepted (2xx/3xx), ${failures.length} failures`,
  );
  await server?.close();
});

/**
 * A case that puts text no column can hold (NUL, controls, unpaired surrogates) into a real field:
 * such a request must never be accepted. (The same text as an extra key or in place of a whole
 * query is ignored, and rightly so.)
 */
function forbiddenText({ base, mutation: m }: Case): boolean {
  if (m.kind !== "replace" || m.path.length === 0 || typeof m.value !== "string") return false;
  // An unpaired surrogate cannot cross a URL (its percent-encoded bytes decode to U+FFFD): only a
  // JSON body delivers one.
  const sent = m.part === "body" ? m.value : m.value.replace(/[\uD800-\uDFFF]/g, "");
  if (!FORBIDDEN_TEXT_PATTERN.test(sent)) return false;
  const field = valueAt(base[m.part] as Value, m.path);
  return field === null || typeof field !== "object";
}

/** A refusal the client shows as it is: our error body with a Japanese message. */
function saysWhyInJapanese(text: string): boolean {
  try {
    return /[\u3040-\u30ff\u4e00-\u9fff]/.test(JSON.parse(text).error.message);
  } catch {
    return false;
  }
}

/**
 * Sends one request and records a 5xx, a refusal without a Japanese message, a refused request
 * that changed data, or an accepted one that carried text no column can hold.
 */
async function check(what: string, run: () => Promise<Sent>, forbidden = false) {
  const started = performance.now();
  const res = await run().catch(
    (error: Error): Sent => ({ status: -1, text: `no answer: ${error.message}` }),
  );
  const answered = performance.now();
  const after = await fingerprint();
  stats.requests++;
  stats.requestMs += answered - started;
  stats.fingerprintMs += performance.now() - answered;
  const changed = changedTables(baseline, after);
  // A 2xx may change data: hostile cases include missing optional fields and ignored extra ones, which
  // are valid requests. The baseline moves on with it; only a refused request must change nothing.
  baseline = after;
  const answer = `${res.status} ${res.text.slice(0, 300)}`;
  if (res.status < 0 || res.status >= 500) failures.push(`${what} → ${answer}`);
  else if (res.status >= 400 && !saysWhyInJapanese(res.text))
    failures.push(`${what} → ${answer}: no Japanese message`);
  else if (res.status >= 400 && changed.length > 0)
    failures.push(`${what} → ${answer}, yet changed ${changed.join(", ")}`);
  else if (res.status < 400) {
    stats.accepted++;
    if (forbidden) failures.push(`${what} → ${answer}: accepted text no column can hold`);
  }
}

/**
 * Who sends a contract's requests: anonymous for public calls and operators' (the test's loopback
 * address is an operator's, with no session), a throwaway session for sign-out.
 */
async function clientFor(contract: Contract): Promise<TestClient | null> {
  if ("public" in contract.access || "operator" in contract.access) return null;
  if (contract === sessionApi.signOut) {
    const own = server.client();
    await own.signIn("w-admin", "lounge-demo", world.own.id);
    return own;
  }
  return admin;
}

/** Sends one case of a contract and checks the answer (see `check`). */
async function runCase(contract: Contract, skeleton: Input, c: Case) {
  const input = mutate(c.base, c.mutation);
  const base = c.base === skeleton ? "" : ` on ${show(c.base)}`;
  const what = `${contract.method} ${contract.path} ${show(c.mutation)}${base} (seed ${SEED})`;
  const client = await clientFor(contract);
  await check(what, () => send(server.baseUrl, client, contract, input), forbiddenText(c));
}

async function fuzzContract(contract: Contract, contractsLeft: number) {
  const skeleton = skeletonOf(contract, world.ids);
  for (const c of examplesFor(skeleton, skeletonOf(contract, world.ids, true)))
    await runCase(contract, skeleton, c);
  // The random cases share what is left of the budget with the contracts still to come; at least
  // one case gets time (fast-check fails a property interrupted before its first run).
  const timeLimit = Math.max(1_500, (RANDOM_BUDGET_MS - randomSpent) / contractsLeft);
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(caseOf(skeleton), (c) => runCase(contract, skeleton, c)),
    { seed: SEED, numRuns: RANDOM_RUNS, interruptAfterTimeLimit: timeLimit, endOnFailure: true },
  );
  randomSpent += performance.now() - started;
}

const features = Object.entries(API_CONTRACTS);
const allContracts = features.flatMap(([, c]) => Object.values(c));

describe("fuzz: hostile input over every contract", () => {
  it("every skeleton is a valid input of its contract (so hostile leaves land in real fields)", () => {
    const invalid: string[] = [];
    for (const contract of allContracts) {
      const skeleton = skeletonOf(contract, world.ids);
      for (const part of ["params", "query", "body"] as const) {
        const schema = contract[part];
        if (!schema || skeleton[part] === undefined) continue;
        const parsed = schema.safeParse(skeleton[part]);
        if (!parsed.success)
          invalid.push(`${contract.method} ${contract.path} ${part}: ${parsed.error.message}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it.each(features)(
    "%s: no 5xx, and a refused request changes nothing",
    async (feature, contracts) => {
      const before = failures.length;
      const list = Object.values(contracts);
      const left = allContracts.length - allContracts.indexOf(list[0]!);
      for (const [i, contract] of list.entries()) await fuzzContract(contract, left - i);
      expect(failures.slice(before), `${feature}: seed ${SEED}`).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "malformed multipart uploads are a 4xx and store nothing",
    async () => {
      const before = failures.length;
      const upload = menusApi.uploadImage;
      const post = (c: MultipartCase) =>
        check(`POST ${upload.path} multipart ${c.label} (seed ${SEED})`, () =>
          sendRaw(server.baseUrl, admin, upload, upload.path, c.contentType, c.body),
        );
      for (const c of multipartExamples(world.ids.lounge)) await post(c);
      await fc.assert(fc.asyncProperty(multipartCase(world.ids.lounge), post), {
        seed: SEED,
        numRuns: 3 * RANDOM_RUNS,
        interruptAfterTimeLimit: 5_000,
      });
      expect(failures.slice(before), `seed ${SEED}`).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
