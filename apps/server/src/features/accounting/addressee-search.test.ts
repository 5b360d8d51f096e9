// Settlements searched by their counterparty, as electronic-record bookkeeping asks: a formal
// receipt's addressee (宛名) is kept with its print job, and the accounting search finds settlements
// by part of it, alone or with the date and amount ranges, in the list, its totals and its CSV. A
// dismissed formal receipt was never issued and finds nothing; every paper lists who issued it,
// and who dismissed it, and when.
import { parseCsv } from "@lounge-office/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../test/harness";
import { type ReceiptsFloor, startReceiptsFloor } from "../../test/receipts-floor";

let floor: ReceiptsFloor;
let keys = 0;

/** A matched pair settled in cash with `drinks` drinks of 1,500 yen: its first log and settlement. */
async function settle(drinks: number) {
  const { men, ladies } = await floor.seatPair();
  const ordered = await floor.staff.post(`/customer_groups/${men}/orders`, {
    menu_id: floor.drinkId,
    num: drinks,
  });
  expect(ordered.status).toBe(201);
  const total = (await floor.billOf([men, ladies])).body.groups_total_price as number;
  const res = await floor.settleAs(
    floor.staff,
    floor.settleBody([men, ladies], { cash: total }),
    `addressee-${++keys}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [log] = res.body.accounting_logs as { id: number; settlement_id: number }[];
  return { logId: log!.id, settlementId: log!.settlement_id, total };
}

async function print(client: TestClient, logId: number, choice: Record<string, unknown>) {
  const res = await client.post("/print_jobs", {
    print_job: { printer_id: floor.printer.id, accounting_log_id: logId, ...choice },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.print_jobs as { id: number; addressee: string | null }[];
}

type Search = { rows: { settlement_id: number }[]; totals: { count: number; takings: number } };

async function search(query: string): Promise<Search> {
  const res = await floor.manager.get(
    `/accounting_logs?lounge_id=${floor.world.own.id}&limit=200&${query}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const settlementsOf = (found: Search) =>
  [...new Set(found.rows.map((r) => r.settlement_id))].sort((a, b) => a - b);

let before: string;
let abc: Awaited<ReturnType<typeof settle>>;
let abcTwo: Awaited<ReturnType<typeof settle>>;
let receiptOnly: Awaited<ReturnType<typeof settle>>;
let dismissed: Awaited<ReturnType<typeof settle>>;
let noName: Awaited<ReturnType<typeof settle>>;
let dismissedJobId: number;

beforeAll(async () => {
  floor = await startReceiptsFloor();
  before = new Date(Date.now() - 1000).toISOString();
  abc = await settle(1);
  await print(floor.staff, abc.logId, {
    receipt_type: "post_receipt",
    addressee: "株式会社ABC商事",
  });
  abcTwo = await settle(2);
  // Two papers of one issuance: the settlement is found once.
  await print(floor.staff, abcTwo.logId, {
    receipt_type: "post_receipt",
    addressee: " ABC商事 ",
    split: "num",
    count: 2,
  });
  receiptOnly = await settle(1);
  await print(floor.staff, receiptOnly.logId, { receipt_type: "receipt" });
  dismissed = await settle(1);
  const [job] = await print(floor.staff, dismissed.logId, {
    receipt_type: "post_receipt",
    addressee: "株式会社ABC",
  });
  dismissedJobId = job!.id;
  const res = await floor.manager.post(`/print_jobs/${dismissedJobId}/dismiss`, {
    reason: "宛名の誤り",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  noName = await settle(1);
  await print(floor.staff, noName.logId, { receipt_type: "post_receipt", addressee: "" });
}, 120_000);
afterAll(() => floor?.server.close());

describe("a formal receipt's addressee", () => {
  it("is kept with each of its papers as entered (trimmed), 上様 when left empty; none on a receipt", async () => {
    const jobsOf = async (logId: number) =>
      (
        await floor.staff.get(
          `/print_jobs?lounge_id=${floor.world.own.id}&status=all&accounting_log_id=${logId}`,
        )
      ).body.print_jobs as { addressee: string | null; receipt_type: string }[];
    expect((await jobsOf(abcTwo.logId)).map((j) => j.addressee)).toEqual(["ABC商事", "ABC商事"]);
    expect((await jobsOf(noName.logId)).map((j) => j.addressee)).toEqual(["上様"]);
    expect((await jobsOf(receiptOnly.logId)).map((j) => j.addressee)).toEqual([null]);
  });

  it("lists a dismissed paper with who dismissed it, when and why", async () => {
    const res = await floor.staff.get(
      `/print_jobs?lounge_id=${floor.world.own.id}&status=all&accounting_log_id=${dismissed.logId}`,
    );
    const [job] = res.body.print_jobs;
    expect(job).toMatchObject({
      id: dismissedJobId,
      status: "dismissed",
      addressee: "株式会社ABC",
      created_by_name: floor.world.staff.name,
      dismissed_by_name: floor.world.manager.name,
      dismiss_reason: "宛名の誤り",
      printed_at: null,
    });
    expect(Date.parse(job.dismissed_at)).toBeGreaterThan(Date.parse(before));
  });
});

describe("searching settlements by addressee", () => {
  it("finds those issued to a name containing the text, whatever its width and case", async () => {
    const expected = [abc.settlementId, abcTwo.settlementId].sort((a, b) => a - b);
    expect(settlementsOf(await search("addressee=ABC"))).toEqual(expected);
    // Half-width lower case finds the full-width and upper-case name (NFKC, case-insensitive).
    expect(settlementsOf(await search(`addressee=${encodeURIComponent("ａｂｃ")}`))).toEqual(
      expected,
    );
    expect(settlementsOf(await search(`addressee=${encodeURIComponent("商事")}`))).toEqual(
      expected,
    );
    expect(settlementsOf(await search(`addressee=${encodeURIComponent("上様")}`))).toEqual([
      noName.settlementId,
    ]);
  });

  it("totals only the settlements found", async () => {
    const found = await search("addressee=ABC");
    expect(found.totals).toMatchObject({ count: 2, takings: abc.total + abcTwo.total });
  });

  it("combines with the amount range and the date range", async () => {
    const [low, high] = [abc.total, abcTwo.total];
    expect(high).toBeGreaterThan(low);
    expect(settlementsOf(await search(`addressee=ABC&min_amount=${low + 1}`))).toEqual([
      abcTwo.settlementId,
    ]);
    expect(settlementsOf(await search(`addressee=ABC&max_amount=${low}`))).toEqual([
      abc.settlementId,
    ]);
    const after = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect(settlementsOf(await search(`addressee=ABC&from=${after}`))).toEqual([]);
    expect(
      settlementsOf(await search(`addressee=ABC&from=${encodeURIComponent(before)}&to=${after}`)),
    ).toHaveLength(2);
  });

  it("takes %, _ and \\ literally, and refuses a text longer than an addressee can be", async () => {
    for (const text of ["%", "_", "\\", "A%C"]) {
      expect(settlementsOf(await search(`addressee=${encodeURIComponent(text)}`))).toEqual([]);
    }
    const res = await floor.manager.get(
      `/accounting_logs?lounge_id=${floor.world.own.id}&addressee=${"あ".repeat(41)}`,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("宛名は40文字以内で指定してください");
  });

  it("an empty text is no filter", async () => {
    const all = await search("");
    expect((await search("addressee=")).totals).toEqual(all.totals);
  });

  it("filters the CSV of the same search", async () => {
    const res = await floor.manager.get<string>(
      `/accounting_logs/export?lounge_id=${floor.world.own.id}&addressee=ABC`,
    );
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.body) ?? [];
    const column = header!.indexOf("会計番号");
    const ids = rows.filter((r) => r.length > 1).map((r) => Number(r[column]));
    expect(new Set(ids)).toEqual(new Set([abc.settlementId, abcTwo.settlementId]));
  });
});
