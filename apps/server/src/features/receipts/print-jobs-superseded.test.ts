// A paper that did not print leaves the board once the same paper printed as a later job (superseded,
// never "printed"), while another paper's failure stays; dismissal stays a manager's; every change of
// the list reaches the lounge's other sockets as `{type:"print_jobs"}` (and no other lounge's).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printJobs } from "../../db/schema";
import { type CableClient, type Message, openCable } from "../../test/cable-client";
import type { TestClient } from "../../test/harness";
import { type ReceiptsFloor, startReceiptsFloor } from "../../test/receipts-floor";

let floor: ReceiptsFloor;
beforeAll(async () => {
  floor = await startReceiptsFloor();
}, 60_000);
afterAll(() => floor?.server.close());

type Job = { id: number; status: string; index: number; amount: number };

async function jobsOf(client: TestClient, printJob: Record<string, unknown>): Promise<Job[]> {
  const res = await client.post("/print_jobs", {
    print_job: { printer_id: floor.printer.id, receipt_type: "receipt", ...printJob },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.print_jobs;
}

const claim = (client: TestClient, id: number) => client.post(`/print_jobs/${id}/claim`);
const report = (client: TestClient, id: number, success: boolean) =>
  client.post(`/print_jobs/${id}/result`, {
    print_job: success ? { success: true, status: "2" } : { success: false, code: "EX_TIMEOUT" },
  });

/** Claims and reports the job as the printer answered. */
async function send(client: TestClient, id: number, success: boolean) {
  expect((await claim(client, id)).status).toBe(200);
  const res = await report(client, id, success);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const openIds = async (): Promise<number[]> =>
  (
    await floor.staff.get(`/print_jobs?lounge_id=${floor.world.own.id}&status=open`)
  ).body.print_jobs.map((j: Job) => j.id);

const rowOf = async (id: number) =>
  (await floor.db.select().from(printJobs).where(eq(printJobs.id, id)))[0];

describe("a later print of the same paper", () => {
  it("takes the failed job off the list as superseded; another paper's failure stays", async () => {
    const { logId, otherLogId } = await floor.settled();
    const other = await floor.settled();
    const [failed] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await send(floor.staff, failed!.id, false);
    const [elsewhere] = await jobsOf(floor.staff, { accounting_log_id: other.logId });
    await send(floor.staff, elsewhere!.id, false);
    expect(await openIds()).toEqual(expect.arrayContaining([failed!.id, elsewhere!.id]));

    // Printed again as a new job, from the settlement's other accounting log: the same paper.
    const [again] = await jobsOf(floor.staff, { accounting_log_id: otherLogId });
    expect((await send(floor.staff, again!.id, true)).status).toBe("printed");
    const open = await openIds();
    expect(open).not.toContain(failed!.id);
    expect(open).toContain(elsewhere!.id);
    // It did not print: it stays apart from the printed one, and names it.
    expect(await rowOf(failed!.id)).toMatchObject({
      status: "superseded",
      superseded_by: again!.id,
      printed_at: null,
    });
    const refused = await claim(floor.staff, failed!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("この伝票は別の印刷で印刷済みです");
    expect((await floor.manager.post(`/print_jobs/${failed!.id}/dismiss`, {})).status).toBe(409);
  });

  it("resolves a claim left without an answer, but not a new job that failed after the print", async () => {
    const { logId } = await floor.settled();
    const [unknown] = await jobsOf(floor.staff, { accounting_log_id: logId });
    expect((await claim(floor.staff, unknown!.id)).status).toBe(200);
    await floor.db
      .update(printJobs)
      .set({ claimed_at: new Date(Date.now() - 7 * 60_000) })
      .where(eq(printJobs.id, unknown!.id));
    expect(await openIds()).toContain(unknown!.id);
    const [printed] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await send(floor.staff, printed!.id, true);
    expect(await openIds()).not.toContain(unknown!.id);
    expect((await rowOf(unknown!.id))?.status).toBe("superseded");
    // A copy asked for afterwards that fails is a paper of its own: listed.
    const [copy] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await send(floor.staff, copy!.id, false);
    expect(await openIds()).toContain(copy!.id);
  });

  it("matches formal receipts by their place and sum in the split", async () => {
    const { logId } = await floor.settled();
    // 1,500 yen in two papers: 1,000 and 500.
    const split = { receipt_type: "post_receipt", split: "custom", amounts: [1000, 500] };
    const first = await jobsOf(floor.staff, { accounting_log_id: logId, ...split });
    expect(first.map((j) => [j.index, j.amount])).toEqual([
      [1, 1000],
      [2, 500],
    ]);
    await send(floor.staff, first[0]!.id, true);
    await send(floor.staff, first[1]!.id, false);
    // A manager reissues the whole sum in one paper: not the failed paper of 500 yen.
    const [whole] = await jobsOf(floor.manager, {
      accounting_log_id: logId,
      receipt_type: "post_receipt",
    });
    await send(floor.manager, whole!.id, true);
    expect(await openIds()).toContain(first[1]!.id);
    // The same split reissued: its second paper resolves the failed one.
    const reissued = await jobsOf(floor.manager, { accounting_log_id: logId, ...split });
    await send(floor.manager, reissued[1]!.id, true);
    expect(await openIds()).not.toContain(first[1]!.id);
    expect(await rowOf(first[1]!.id)).toMatchObject({
      status: "superseded",
      superseded_by: reissued[1]!.id,
    });
  });
});

describe("dismissal", () => {
  it("stays a manager's", async () => {
    const { logId } = await floor.settled();
    const [job] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await send(floor.staff, job!.id, false);
    expect((await floor.staff.post(`/print_jobs/${job!.id}/dismiss`, {})).status).toBe(403);
    expect(await openIds()).toContain(job!.id);
    expect((await floor.manager.post(`/print_jobs/${job!.id}/dismiss`, {})).status).toBe(200);
    expect(await openIds()).not.toContain(job!.id);
  });
});

describe("over /cable", () => {
  let second: CableClient;
  let otherLounge: CableClient;
  const isPrintJobs = (m: Message) => m.type === "print_jobs";
  /** Every print_jobs message up to the next one after `count` were seen. */
  const nextPrintJobs = async (cable: CableClient, count: number) => {
    await cable.next(() => cable.messages.filter(isPrintJobs).length > count);
    return cable.messages.filter(isPrintJobs).length;
  };

  beforeAll(async () => {
    // The manager's tablet holds the lounge's socket; staff print on another.
    second = await openCable(floor.manager, floor.world.own.id);
    const otherStaff = floor.server.client();
    await otherStaff.signIn("w-other-staff", "lounge-demo", floor.world.other.id);
    otherLounge = await openCable(otherStaff, floor.world.other.id);
    for (const cable of [second, otherLounge]) await cable.next((m) => m.type === "welcome");
  });
  afterAll(() => {
    second?.close();
    otherLounge?.close();
  });

  it("tells the lounge's other sockets of a failure, a superseding print and a dismissal", async () => {
    const { logId } = await floor.settled();
    let seen = second.messages.filter(isPrintJobs).length;
    const [failed] = await jobsOf(floor.staff, { accounting_log_id: logId });
    expect((await claim(floor.staff, failed!.id)).status).toBe(200);
    await report(floor.staff, failed!.id, false);
    seen = await nextPrintJobs(second, seen);
    expect(second.messages.filter(isPrintJobs).at(-1)).toEqual({ type: "print_jobs" });

    const [again] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await send(floor.staff, again!.id, true);
    seen = await nextPrintJobs(second, seen);

    const [other] = await jobsOf(floor.staff, {
      accounting_log_id: logId,
      receipt_type: "post_receipt",
    });
    await send(floor.staff, other!.id, false);
    seen = await nextPrintJobs(second, seen);
    expect((await floor.manager.post(`/print_jobs/${other!.id}/dismiss`, {})).status).toBe(200);
    seen = await nextPrintJobs(second, seen);
    expect(otherLounge.messages.filter(isPrintJobs)).toEqual([]);
  });

  it("says nothing when a paper simply prints (the list did not change)", async () => {
    const { logId } = await floor.settled();
    const before = second.messages.filter(isPrintJobs).length;
    const [job] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await send(floor.staff, job!.id, true);
    // A failure after it is relayed in order: had the print said something, it came first.
    const [failed] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await send(floor.staff, failed!.id, false);
    expect(await nextPrintJobs(second, before)).toBe(before + 1);
  });
});
