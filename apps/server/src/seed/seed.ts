// Demo data: three fictional lounges with their floors, menus and a receipt printer (the emulator), a
// manager and three staff each with last month's attendance, and one admin — only into an empty database.
import type { OpeningHours } from "@lounge-office/domain/lounges";
import { invoiceNumberOf } from "@lounge-office/domain/shared";
import { count } from "drizzle-orm";
import type { Db } from "../db/client";
import { staff } from "../db/schema";
import { buildLounge, buildPrinter, buildStaff, DEMO_PASSWORD } from "./factories";
import { seedAttendance } from "./seed-attendance";
import { seedFloor } from "./seed-floor";
import { seedMenus } from "./seed-menus";

export const DEMO_LOUNGES = [
  {
    slug: "shibuya",
    name: "渋谷",
    name_eng: "Shibuya",
    address: "東京都渋谷区道玄坂9-99-9 ラウンジビル5F",
    phone: "03-0000-0001",
    people: ["青木 健", "石田 美咲", "上野 翔太", "遠藤 彩"],
    seats: 32,
  },
  {
    slug: "shinjuku",
    name: "新宿",
    name_eng: "Shinjuku",
    address: "東京都新宿区歌舞伎町9-99-9 相席会館3F",
    phone: "03-0000-0002",
    people: ["大西 亮", "加藤 由衣", "木村 拓也", "工藤 真央"],
    seats: 40,
  },
  {
    slug: "umeda",
    name: "梅田",
    name_eng: "Umeda",
    address: "大阪府大阪市北区角田町9-99 梅田ナイトビル7F",
    phone: "06-0000-0003",
    people: ["小林 大輔", "斉藤 花", "佐野 蓮", "島田 結衣"],
    seats: 24,
  },
] as const;

/** Nights from 19:00 to 05:00, Friday's and Saturday's until 06:00 (Sunday first). */
const DEMO_NIGHT = { open: "19:00", close: "05:00" };
const DEMO_LATE_NIGHT = { open: "19:00", close: "06:00" };
const DEMO_OPENING_HOURS: OpeningHours = [
  DEMO_NIGHT,
  DEMO_NIGHT,
  DEMO_NIGHT,
  DEMO_NIGHT,
  DEMO_NIGHT,
  DEMO_LATE_NIGHT,
  DEMO_LATE_NIGHT,
];

/** Every demo lounge prints to the emulator, plain HTTP on the ePOS port 8008. */
export const DEMO_PRINTER_NAME = "レジ（エミュレーター）";

export type SeedResult = { seeded: boolean; reason?: string };

/** `now`: the demo data's clock (attendance fills the month before it). */
export async function seedDemo(db: Db, now = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(staff);
    if ((existing?.n ?? 0) > 0) {
      return { seeded: false, reason: "the database already has staff accounts" };
    }
    await buildStaff(tx, {
      name: "本部 管理者",
      account: "admin",
      role: "admin",
      password: DEMO_PASSWORD,
    });
    for (const [index, demo] of DEMO_LOUNGES.entries()) {
      const lounge = await buildLounge(tx, {
        name: demo.name,
        name_eng: demo.name_eng,
        address: demo.address,
        phone: demo.phone,
        site_url: `https://example.com/${demo.slug}`,
        invoice_registration_number: invoiceNumberOf(String(234567890120 + index)),
        opening_hours: DEMO_OPENING_HOURS,
      });
      await seedFloor(tx, lounge.id, demo.seats);
      await seedMenus(tx, lounge.id);
      // The printer emulator on this machine (README: `npm run printer-emulator -- --port 8008`).
      await buildPrinter(tx, lounge.id, { name: DEMO_PRINTER_NAME });
      const [managerName, ...staffNames] = demo.people;
      const manager = await buildStaff(tx, {
        name: managerName,
        account: `${demo.slug}-manager`,
        role: "manager",
        loungeIds: [lounge.id],
      });
      const members = [manager.id];
      for (const [i, name] of staffNames.entries()) {
        const member = await buildStaff(tx, {
          name,
          account: `${demo.slug}-staff${i + 1}`,
          role: "staff",
          loungeIds: [lounge.id],
        });
        members.push(member.id);
      }
      // One forgotten clock-out in all: 梅田's last member (the demo's other accounts start off).
      await seedAttendance(tx, lounge, members, now, {
        forgetsClockOut: index === DEMO_LOUNGES.length - 1 ? members.at(-1) : undefined,
      });
    }
    return { seeded: true };
  });
}
