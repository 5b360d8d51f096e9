// Demo floor of a lounge: seats laid out like a room (auto and normal), fee rules and a price table.
import type { Executor } from "../db/client";
import { buildFeeRule, buildPriceTable, buildSeat } from "./factories";

/** Men's price per 10-minute unit per person: dearer on weekends and after 21:00, as venues price. */
export function demoMensPrice(dayType: "weekday" | "weekend", hour: number, premium: number) {
  const late = hour >= 21 || hour < 5;
  const share = (dayType === "weekend" ? 800 : 600) + (late ? 100 : 0) + premium;
  return { share, solo: Math.round(share / 4 / 10) * 10 };
}

export async function seedFloor(db: Executor, loungeId: number, seatCount: number) {
  const rules = [
    await buildFeeRule(db, loungeId, { label: "通常", row_order: 1 }),
    await buildFeeRule(db, loungeId, { label: "VIP", vip: true, row_order: 2 }),
    await buildFeeRule(db, loungeId, { label: "エグゼクティブ", executive: true, row_order: 3 }),
  ];
  const premiums = [0, 200, 400];
  for (const [i, rule] of rules.entries()) {
    await buildPriceTable(db, loungeId, rule.id, ({ gender, dayType, hour }) =>
      gender === "ladys" ? { share: 0, solo: 0 } : demoMensPrice(dayType, hour, premiums[i] ?? 0),
    );
  }
  const special = await buildFeeRule(db, loungeId, {
    label: "特別料金",
    other_flag: true,
    flat_price_per_person: 5000,
    row_order: 4,
  });
  await buildPriceTable(db, loungeId, special.id, () => ({ share: 0, solo: 0 }));

  // Tables of four columns by rows: A/B rows are automatic-accounting booths, the rest normal tables.
  const columns = 8;
  for (let i = 0; i < seatCount; i++) {
    const row = Math.floor(i / columns);
    const col = i % columns;
    const letter = String.fromCharCode(65 + row);
    await buildSeat(db, loungeId, {
      name: `${letter}${col + 1}`,
      seat_type: row < 2 ? "auto" : "normal",
      col,
      row,
    });
  }
  return { rules: [...rules, special] };
}
