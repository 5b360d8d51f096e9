// The accounting-log search over HTTP: filters, keyset paging, totals, the CSV export, and what
// staff may see.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTRA, startAccountingFloor, withExtra } from "../../test/accounting-floor";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
beforeAll(async () => {
  floor = await startAccountingFloor();
});
afterAll(() => floor?.server.close());

describe("search", () => {
  it("filters, pages by cursor and totals the takings; CSV streams with a BOM", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { men } = await floor.seatPair();
      const comment = i === 0 ? "=cmd|' /C calc'!A0" : "";
      const res = await floor.settleAs(
        floor.staff,
        floor.settleBody([men], { cash: EXTRA }, { ...withExtra(men), comment }),
        `page-${i}`,
      );
      expect(res.status).toBe(201);
      ids.push(men);
    }
    const all = (
      await floor.manager.get(`/accounting_logs?lounge_id=${floor.world.own.id}&payment_type=cash`)
    ).body;
    const first = (
      await floor.manager.get(
        `/accounting_logs?lounge_id=${floor.world.own.id}&payment_type=cash&limit=2`,
      )
    ).body;
    expect(first.rows).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const second = (
      await floor.manager.get(
        `/accounting_logs?lounge_id=${floor.world.own.id}&payment_type=cash&limit=2&cursor=${first.next_cursor}`,
      )
    ).body;
    expect(
      [...first.rows, ...second.rows].slice(0, all.rows.length).map((r: { id: number }) => r.id),
    ).toEqual(
      all.rows.slice(0, first.rows.length + second.rows.length).map((r: { id: number }) => r.id),
    );
    expect(first.totals).toEqual(all.totals);
    const byGroup = (await floor.manager.get(`/accounting_logs?customer_group_id=${ids[1]}`)).body;
    expect(byGroup.rows.map((r: { customer_group_id: number }) => r.customer_group_id)).toEqual([
      ids[1],
    ]);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const ignored = (
      await floor.manager.get(
        `/accounting_logs?to=${encodeURIComponent(new Date(0).toISOString())}&ignore_end_time=true`,
      )
    ).body;
    expect(ignored.rows.length).toBeGreaterThan(0);
    const none = (await floor.manager.get(`/accounting_logs?from=${encodeURIComponent(future)}`))
      .body;
    expect(none.rows).toEqual([]);

    const csv = await fetch(
      `${floor.server.baseUrl}/accounting_logs/export?lounge_id=${floor.world.own.id}`,
      {
        headers: { cookie: [...floor.manager.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM: Excel reads Japanese
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("明細ID,会計番号");
    expect(text).toContain(`,${ids[1]},`);
    expect(text).toContain("'=cmd");
  });

  it("staff see their lounges' current business day only; other lounges are refused", async () => {
    const res = (await floor.staff.get("/accounting_logs")).body;
    expect(res.business_day_only).toBe(true);
    expect(
      (await floor.staff.get(`/accounting_logs?lounge_id=${floor.world.other.id}`)).status,
    ).toBe(403);
    expect((await floor.staff.get("/accounting_logs?limit=0")).status).toBe(400);
    expect((await floor.staff.get("/accounting_logs?cursor=abc")).status).toBe(400);
  });
});
