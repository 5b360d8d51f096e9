// The receipts tests' floor: the accounting floor with a T-number on the own lounge, a printer there,
// a display, a printer of the other lounge, and a helper that settles a fresh bill of 1,500 yen.
import { invoiceNumberOf } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import { lounges } from "../db/schema";
import { buildPrinter } from "../seed/factories";
import { startAccountingFloor } from "./accounting-floor";

export const T_NUMBER = invoiceNumberOf("234567890123");

export async function startReceiptsFloor() {
  const floor = await startAccountingFloor();
  const db = floor.server.database.db;
  await db
    .update(lounges)
    .set({ invoice_registration_number: T_NUMBER })
    .where(eq(lounges.id, floor.world.own.id));
  const printer = await buildPrinter(db, floor.world.own.id, { name: "レジ" });
  const display = await buildPrinter(db, floor.world.own.id, { name: "客面", kind: "display" });
  const otherPrinter = await buildPrinter(db, floor.world.other.id, { name: "他店レジ" });
  let keys = 0;

  /** Two men (a drink of 1,500 yen) and two women settled together in cash: 1,500 yen. */
  async function settled() {
    const { men, ladies } = await floor.seatPair();
    const ordered = await floor.staff.post(`/customer_groups/${men}/orders`, {
      menu_id: floor.drinkId,
      num: 1,
    });
    if (ordered.status !== 201) throw new Error(`order: ${JSON.stringify(ordered.body)}`);
    const total = (await floor.billOf([men, ladies])).body.groups_total_price as number;
    const res = await floor.settleAs(
      floor.staff,
      floor.settleBody([men, ladies], { cash: total }),
      `receipts-${++keys}`,
    );
    if (res.status !== 201) throw new Error(`settle: ${JSON.stringify(res.body)}`);
    const [first, second] = res.body.accounting_logs as { id: number; settlement_id: number }[];
    if (!first || !second) throw new Error("settle: two accounting logs expected");
    return { logId: first.id, otherLogId: second.id, settlementId: first.settlement_id, total };
  }

  return { ...floor, db, printer, display, otherPrinter, settled };
}

export type ReceiptsFloor = Awaited<ReturnType<typeof startReceiptsFloor>>;
