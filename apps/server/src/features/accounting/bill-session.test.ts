// 会計中 over HTTP: reading the bill changes nothing; an accounting screen's bill session marks its
// groups on every board (and tells open boards), renewing keeps the mark, leaving ends it, and a
// screen that vanished without leaving stops showing after ACCOUNTING_HOLD_MINUTES.
import { ACCOUNTING_HOLD_MINUTES } from "@lounge-office/domain/floor";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroups } from "../../db/schema";
import { startAccountingFloor } from "../../test/accounting-floor";
import { openCable, seatMessage } from "../../test/cable-client";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
beforeAll(async () => {
  floor = await startAccountingFloor();
});
afterAll(() => floor?.server.close());

type BoardGroup = { id: number; accounting: boolean };
type BoardSeat = { id: number; group_mens: BoardGroup[]; group_ladys: BoardGroup[] };

/** Each group's 会計中 as the board shows it now. */
async function beingSettled(ids: number[]): Promise<boolean[]> {
  const board = (await floor.staff.get(`/lounges/entries/board?lounge_id=${floor.world.own.id}`))
    .body as { seats: BoardSeat[] };
  const groups = board.seats.flatMap((s) => [...s.group_mens, ...s.group_ladys]);
  return ids.map((id) => groups.find((g) => g.id === id)?.accounting ?? false);
}

const session = (ids: number[]) =>
  floor.staff.post("/accounting_logs/bill_session", { customer_group_ids: ids });
const release = (ids: number[]) =>
  floor.staff.post("/accounting_logs/release", { customer_group_ids: ids });

describe("the bill session", () => {
  it("reading the bill marks nothing and tells no board", async () => {
    const cable = await openCable(floor.staff, floor.world.own.id);
    try {
      await cable.next((m) => m.type === "welcome");
      const { men, ladies, seatId } = await floor.seatPair();
      // Seating the pair is two events, each relayed as the seat read after its commit: the first
      // may already show both groups and the second repeat it. A lounge's events arrive in order,
      // so once a later pair's seat is heard, every message about this seat has come.
      const next = await floor.seatPair();
      await cable.next(seatMessage(next.seatId));
      const before = cable.messages.length;
      expect((await floor.billOf([men, ladies])).status).toBe(200);
      expect((await floor.billOf([men, ladies])).status).toBe(200);
      expect(await beingSettled([men, ladies])).toEqual([false, false]);
      const [row] = await floor.server.database.db
        .select({ at: customerGroups.accounting_at })
        .from(customerGroups)
        .where(eq(customerGroups.id, men));
      expect(row?.at).toBeNull();
      // A session at the later seat is announced; had the reads announced their seat, that
      // message would have come first.
      expect((await session([next.men])).status).toBe(200);
      await cable.next(
        (m) =>
          seatMessage(next.seatId)(m) &&
          m.group_mens.some((g: { accounting: boolean }) => g.accounting),
      );
      expect(cable.messages.slice(before).filter(seatMessage(seatId))).toEqual([]);
      expect((await release([next.men])).status).toBe(200);
    } finally {
      cable.close();
    }
  });

  it("marks the groups 会計中 until the screen leaves them", async () => {
    const { men, ladies } = await floor.seatPair();
    expect((await session([men, ladies])).status).toBe(200);
    expect(await beingSettled([men, ladies])).toEqual([true, true]);
    // The screen renews it while open: still one mark, still shown.
    expect((await session([men, ladies])).status).toBe(200);
    expect(await beingSettled([men, ladies])).toEqual([true, true]);
    expect((await release([men, ladies])).status).toBe(200);
    expect(await beingSettled([men, ladies])).toEqual([false, false]);
  });

  it(`stops showing a session not renewed for ${ACCOUNTING_HOLD_MINUTES} minutes (a tablet that died)`, async () => {
    const { men } = await floor.seatPair();
    expect((await session([men])).status).toBe(200);
    // The screen's last renewal, a hold ago: nothing was sent since.
    const lastRenewal = new Date(Date.now() - ACCOUNTING_HOLD_MINUTES * 60_000 - 1_000);
    await floor.server.database.db
      .update(customerGroups)
      .set({ accounting_at: lastRenewal })
      .where(eq(customerGroups.id, men));
    expect(await beingSettled([men])).toEqual([false]);
    // Renewed in time, it shows again.
    expect((await session([men])).status).toBe(200);
    expect(await beingSettled([men])).toEqual([true]);
    const total = (await floor.billOf([men])).body.groups_total_price as number;
    expect(
      (await floor.settleAs(floor.staff, floor.settleBody([men], { cash: total }), "held-1"))
        .status,
    ).toBe(201);
  });

  it("ends with the settlement and is refused for groups already settled or of another lounge", async () => {
    const { men } = await floor.seatPair();
    expect((await session([men])).status).toBe(200);
    const total = (await floor.billOf([men])).body.groups_total_price as number;
    const settled = await floor.settleAs(
      floor.staff,
      floor.settleBody([men], { cash: total }),
      "session-settled",
    );
    expect(settled.status).toBe(201);
    const [row] = await floor.server.database.db
      .select({ at: customerGroups.accounting_at })
      .from(customerGroups)
      .where(eq(customerGroups.id, men));
    expect(row?.at).toBeNull();
    expect((await session([men])).status).toBe(409);
    const other = floor.server.client();
    await other.signIn("w-other-staff", "lounge-demo", floor.world.other.id);
    const { men: mine } = await floor.seatPair();
    const refused = await other.post("/accounting_logs/bill_session", {
      customer_group_ids: [mine],
    });
    expect(refused.status).toBe(403);
    expect(await beingSettled([mine])).toEqual([false]);
  });
});
