// The failure modes, the roll near its end and the battery: chosen at start or switched at run
// time through /control; a failed job prints nothing but is listed with its code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FailureMode, type PrinterEmulator, STATUS, startPrinterEmulator } from "./index";
import { displayEnvelope, post, printEnvelope, RECEIPT_BODY } from "./test-envelopes";

let emulator: PrinterEmulator;
beforeAll(async () => {
  emulator = await startPrinterEmulator({ timeoutCapMs: 400 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.clearJobs();
  emulator.setState({ fail: null, paper: "ok", battery: null });
});

async function control(body?: unknown) {
  const response = await fetch(`${emulator.url}/control`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What `/control` answers with this failure mode, a full roll and no battery. */
const stateWith = (fail: FailureMode | null) => ({ fail, paper: "ok", battery: null });

const EXPECTED: Record<FailureMode, { code: string; bits: number }> = {
  offline: { code: "EX_TIMEOUT", bits: STATUS.offline },
  cover_open: { code: "EPTR_COVER_OPEN", bits: STATUS.coverOpen | STATUS.offline },
  paper_end: { code: "EPTR_REC_EMPTY", bits: STATUS.paperEnd | STATUS.offline },
  timeout: { code: "EX_TIMEOUT", bits: 0 },
  busy: { code: "EX_DEVICE_BUSY", bits: 0 },
};

describe("each failure mode", () => {
  for (const [mode, expected] of Object.entries(EXPECTED) as [
    FailureMode,
    { code: string; bits: number },
  ][]) {
    it(`${mode}: success=false, ${expected.code}, status bits, nothing printed`, async () => {
      expect(await control({ fail: mode })).toEqual({ status: 200, body: stateWith(mode) });
      const { answer } = await post(emulator.url, printEnvelope(RECEIPT_BODY, `job-${mode}`));
      expect(answer).toMatchObject({ success: "false", code: expected.code });
      expect(answer.status & expected.bits).toBe(expected.bits);
      expect(answer.status & STATUS.printSuccess).toBe(0);
      expect(emulator.jobs()).toMatchObject([
        { printjobid: `job-${mode}`, ok: false, code: expected.code, text: "" },
      ]);
      expect(emulator.jobs()[0]!.requested_text).toContain("合計 ¥12,300");
      const png = await fetch(`${emulator.url}/jobs/${emulator.jobs()[0]!.id}.png`);
      expect(png.status).toBe(404);
    });
  }

  it("timeout waits for the request's timeout, capped", async () => {
    emulator.setFail("timeout");
    let started = Date.now();
    await post(emulator.url, printEnvelope("<text>x</text>"), { timeout: 150 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    started = Date.now();
    const { answer } = await post(emulator.url, printEnvelope("<text>x</text>"), {
      timeout: 60000,
    });
    const waited = Date.now() - started;
    expect(answer.code).toBe("EX_TIMEOUT");
    expect(waited).toBeGreaterThanOrEqual(390);
    expect(waited).toBeLessThan(5000);
  });

  it("leaves the customer display working", async () => {
    emulator.setFail("cover_open");
    const { answer } = await post(emulator.url, displayEnvelope("<text>合計</text>"), {
      service: "eposDisp",
      devid: "local_display",
    });
    expect(answer.success).toBe("true");
  });
});

describe("/control", () => {
  it("switches a failure on and off at run time; the retry prints once", async () => {
    expect(await control()).toEqual({ status: 200, body: stateWith(null) });
    await control({ fail: "cover_open" });
    expect(await control()).toEqual({ status: 200, body: stateWith("cover_open") });
    expect((await post(emulator.url, printEnvelope(RECEIPT_BODY, "retry-me"))).answer.code).toBe(
      "EPTR_COVER_OPEN",
    );
    expect(await control({ fail: null })).toEqual({ status: 200, body: stateWith(null) });
    expect((await post(emulator.url, printEnvelope(RECEIPT_BODY, "retry-me"))).answer.success).toBe(
      "true",
    );
    const jobs = emulator.jobs();
    expect(jobs.map((job) => [job.ok, job.duplicate])).toEqual([
      [false, false],
      [true, false],
    ]);
  });

  it("starts in the mode it was given", async () => {
    const failing = await startPrinterEmulator({ fail: "paper_end" });
    try {
      expect((await fetch(`${failing.url}/control`).then((r) => r.json())) as unknown).toEqual(
        stateWith("paper_end"),
      );
      expect((await post(failing.url, printEnvelope("<text>x</text>"))).answer.code).toBe(
        "EPTR_REC_EMPTY",
      );
      failing.setFail(null);
      expect((await post(failing.url, printEnvelope("<text>x</text>"))).answer.success).toBe(
        "true",
      );
    } finally {
      await failing.close();
    }
  });

  it("refuses an unknown mode or a body that is not JSON, keeping the mode", async () => {
    await control({ fail: "busy" });
    expect((await control({ fail: "on_fire" })).status).toBe(400);
    expect((await control("fail=busy")).status).toBe(400);
    expect((await control({})).status).toBe(400);
    expect((await control([])).status).toBe(400);
    expect((await control({ paper: "empty" })).status).toBe(400);
    expect((await control({ battery: 7 })).status).toBe(400);
    expect((await control({ battery: 2.5 })).status).toBe(400);
    // One bad key refuses the whole body: nothing else it names is switched.
    expect((await control({ paper: "near_end", colour: "red" })).status).toBe(400);
    expect((await control()).body).toEqual(stateWith("busy"));
  });
});

describe("the roll near its end", () => {
  it("still prints, and says so in the status of every answer, the empty job's too", async () => {
    expect(await control({ paper: "near_end" })).toEqual({
      status: 200,
      body: { fail: null, paper: "near_end", battery: null },
    });
    const printed = (await post(emulator.url, printEnvelope(RECEIPT_BODY, "near-end"))).answer;
    expect(printed.success).toBe("true");
    expect(printed.status & STATUS.paperNearEnd).toBe(STATUS.paperNearEnd);
    expect(printed.status & STATUS.printSuccess).toBe(STATUS.printSuccess);
    const probe = (await post(emulator.url, printEnvelope(""))).answer;
    expect(probe.success).toBe("true");
    expect(probe.status & STATUS.paperNearEnd).toBe(STATUS.paperNearEnd);
    expect(emulator.jobs()).toMatchObject([{ printjobid: "near-end", ok: true }]);
  });

  it("keeps the bit beside a failure, and clears it when the roll is changed", async () => {
    await control({ paper: "near_end", fail: "cover_open" });
    const failed = (await post(emulator.url, printEnvelope("<text>x</text>"))).answer;
    expect(failed.code).toBe("EPTR_COVER_OPEN");
    expect(failed.status & STATUS.paperNearEnd).toBe(STATUS.paperNearEnd);
    await control({ paper: "ok", fail: null });
    const printed = (await post(emulator.url, printEnvelope("<text>x</text>"))).answer;
    expect(printed.status & STATUS.paperNearEnd).toBe(0);
  });
});

describe("the battery", () => {
  it("answers 0 with no battery, 0x31 and the level on battery; the display answers 0", async () => {
    expect((await post(emulator.url, printEnvelope(""))).answer.battery).toBe(0);
    expect((await control({ battery: 1 })).body).toEqual({ fail: null, paper: "ok", battery: 1 });
    expect((await post(emulator.url, printEnvelope(""))).answer.battery).toBe(0x3131);
    await control({ battery: 6 });
    expect((await post(emulator.url, printEnvelope(""))).answer.battery).toBe(0x3136);
    const display = await post(emulator.url, displayEnvelope("<text>合計</text>"), {
      service: "eposDisp",
      devid: "local_display",
    });
    expect(display.answer.battery).toBe(0);
  });
});
