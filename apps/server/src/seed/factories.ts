// Factories with overrides, shared by tests and the demo seed: one way to make a lounge or a staff member.
import { businessDayOf, type ReceiptDocument, type Role } from "@lounge-office/domain/shared";
import { hashPassword } from "../auth/passwords";
import type { Executor } from "../db/client";
import {
  attendanceLogs,
  customerGroups,
  eventLogs,
  feeRules,
  lounges,
  priceCells,
  printers,
  seats,
  staff,
  staffLounges,
} from "../db/schema";

let sequence = 0;
const next = () => ++sequence;

export const DEMO_PASSWORD = "lounge-demo";

// argon2 is deliberately slow: hash each distinct password once per process.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
};

export async function buildLounge(
  db: Executor,
  overrides: Partial<typeof lounges.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(lounges)
    .values({ name: `テスト店${n}`, name_eng: `test-${n}`, ...overrides })
    .returning();
  if (!row) throw new Error("buildLounge: insert returned nothing");
  return row;
}

export async function buildStaff(
  db: Executor,
  overrides: {
    name?: string;
    account?: string;
    role?: Role;
    password?: string;
    active?: boolean;
    loungeIds?: number[];
  } = {},
) {
  const n = next();
  const password = overrides.password ?? DEMO_PASSWORD;
  const [row] = await db
    .insert(staff)
    .values({
      name: overrides.name ?? `スタッフ${n}`,
      account: overrides.account ?? `staff-${n}-${Math.random().toString(36).slice(2, 8)}`,
      role: overrides.role ?? "staff",
      active: overrides.active ?? true,
      password_hash: await cachedHash(password),
    })
    .returning();
  if (!row) throw new Error("buildStaff: insert returned nothing");
  const loungeIds = overrides.loungeIds ?? [];
  if (loungeIds.length > 0) {
    await db
      .insert(staffLounges)
      .values(loungeIds.map((lounge_id) => ({ staff_id: row.id, lounge_id })));
  }
  return { ...row, password, loungeIds };
}

export async function buildSeat(
  db: Executor,
  loungeId: number,
  overrides: Partial<Omit<typeof seats.$inferInsert, "lounge_id">> = {},
) {
  const n = next();
  const [row] = await db
    .insert(seats)
    .values({
      lounge_id: loungeId,
      name: `S${n}`,
      seat_type: "auto",
      // Within the grid a seat may have (0–40): the sequence runs on across test files that share
      // a module graph, and a seat beyond the grid breaks every read of its lounge's seats.
      col: n % 8,
      row: Math.floor(n / 8) % 41,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("buildSeat: insert returned nothing");
  return row;
}

export async function buildFeeRule(
  db: Executor,
  loungeId: number,
  overrides: Partial<Omit<typeof feeRules.$inferInsert, "lounge_id">> = {},
) {
  const [row] = await db
    .insert(feeRules)
    .values({ lounge_id: loungeId, label: `区分${next()}`, ...overrides })
    .returning();
  if (!row) throw new Error("buildFeeRule: insert returned nothing");
  return row;
}

/** A full price table for one fee rule: every gender, day type and hour (ladies free by default). */
export async function buildPriceTable(
  db: Executor,
  loungeId: number,
  feeRuleId: number,
  price: (cell: {
    gender: "mens" | "ladys" | "others";
    dayType: "weekday" | "weekend";
    hour: number;
  }) => {
    share: number;
    solo: number;
  } = ({ gender }) => (gender === "ladys" ? { share: 0, solo: 0 } : { share: 500, solo: 200 }),
) {
  const rows: (typeof priceCells.$inferInsert)[] = [];
  for (const gender of ["mens", "ladys", "others"] as const) {
    for (const dayType of ["weekday", "weekend"] as const) {
      for (let hour = 0; hour < 24; hour++) {
        rows.push({
          lounge_id: loungeId,
          fee_rule_id: feeRuleId,
          gender,
          day_type: dayType,
          hour,
          ...price({ gender, dayType, hour }),
        });
      }
    }
  }
  await db.insert(priceCells).values(rows);
}

/** A present group at a seat (a new auto seat in the lounge unless given), with its open solo event log. */
export async function buildCustomerGroup(
  db: Executor,
  loungeId: number,
  overrides: {
    seatId?: number;
    gender?: "mens" | "ladys";
    num?: number;
    feeRuleId?: number | null;
    startAt?: Date;
  } = {},
) {
  const seatId = overrides.seatId ?? (await buildSeat(db, loungeId)).id;
  const startAt = overrides.startAt ?? new Date();
  const [group] = await db
    .insert(customerGroups)
    .values({
      lounge_id: loungeId,
      gender: overrides.gender ?? "mens",
      num: overrides.num ?? 2,
      fee_rule_id: overrides.feeRuleId ?? null,
      seat_id: seatId,
      service_start_at: startAt,
      business_day: startAt.toISOString().slice(0, 10),
    })
    .returning();
  if (!group) throw new Error("buildCustomerGroup: insert returned nothing");
  await db.insert(eventLogs).values({
    lounge_id: loungeId,
    seat_id: seatId,
    customer_group_id: group.id,
    status: "solo",
    start_at: startAt,
  });
  return group;
}

/** A receipt printer: by default the emulator's address (`npm run printer-emulator -- --port 8008`). */
export async function buildPrinter(
  db: Executor,
  loungeId: number,
  overrides: Partial<Omit<typeof printers.$inferInsert, "lounge_id">> = {},
) {
  const [row] = await db
    .insert(printers)
    .values({
      lounge_id: loungeId,
      name: `プリンター${next()}`,
      kind: "printer",
      scheme: "http",
      ip: "127.0.0.1",
      port: 8008,
      device_id: "local_printer",
      timeout_ms: 10000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("buildPrinter: insert returned nothing");
  return row;
}

/** A print job's paper for a job made directly (its envelope is never sent): one blank receipt. */
export function blankReceiptDocument(settlementId: number): ReceiptDocument {
  return {
    receipt_type: "receipt",
    settlement_id: settlementId,
    amount: 0,
    taxable_amount: 0,
    tax: 0,
    stamp: { required: false, amount: null },
    reissue: false,
    index: 1,
    count: 1,
    lines: [],
    qr: String(settlementId),
  };
}

/**
 * An attendance log written directly (no replay): `shift_day` defaults to the business day of its
 * time at the default clock (Asia/Tokyo, 06:00), right for a shift's clock-in; give a later log of a
 * shift its clock-in's day.
 */
export async function buildAttendanceLog(
  db: Executor,
  input: {
    loungeId: number;
    staffId: number;
    logType: (typeof attendanceLogs.$inferInsert)["log_type"];
    loggedAt: string;
    shiftDay?: string;
    recordedBy?: number;
  },
) {
  const [row] = await db
    .insert(attendanceLogs)
    .values({
      lounge_id: input.loungeId,
      staff_id: input.staffId,
      log_type: input.logType,
      logged_at: new Date(input.loggedAt),
      shift_day:
        input.shiftDay ??
        businessDayOf(input.loggedAt, { timeZone: "Asia/Tokyo", cutoff: "06:00" }),
      recorded_by: input.recordedBy ?? input.staffId,
    })
    .returning();
  if (!row) throw new Error("buildAttendanceLog: insert returned nothing");
  return row;
}
