// The guest page's links and what they show. Staff issue a link for a present group (the
// token is returned once; only its SHA-256 is kept), see whether one is live, and revoke it. The
// page shows the group's charge so far from `priceBill` — the bill's own computation, for that one
// group at that instant — plus when the next unit starts and its price, and the rule's prices.
import { createHash, randomBytes } from "node:crypto";
import { nextPriceRise, timeUpOf } from "@lounge-office/domain/floor";
import {
  GUEST_LINK_HOURS,
  GUEST_LINK_INVALID,
  type GuestLinkIssued,
  type GuestLinkStatus,
  type GuestView,
  guestPagePath,
} from "@lounge-office/domain/guest";
import {
  AppError,
  businessDayOf,
  dayTypeOf,
  type PriceSettlementInput,
  priceSettlement,
} from "@lounge-office/domain/shared";
import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  accountingLogs,
  customerGroups,
  feeRules,
  guestLinks,
  lounges,
  seats,
  settlements,
} from "../../db/schema";
import { priceBill } from "../../ledger/price-bill";
import { type Actor, authorize } from "../../policy/policy";

const HOUR_MS = 3_600_000;
export const tokenSha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** The group, locked (issuing and revoking take turns), after checking the actor's lounge. */
async function lockedGroup(tx: Executor, actor: Actor, id: number) {
  const [group] = await tx
    .select()
    .from(customerGroups)
    .where(eq(customerGroups.id, id))
    .for("update");
  if (!group) throw new AppError("not_found", "組が見つかりません");
  authorize(actor, "floor.use", { loungeId: group.lounge_id });
  return group;
}

const revokeLive = (tx: Executor, groupId: number, now: Date) =>
  tx
    .update(guestLinks)
    .set({ revoked_at: now })
    .where(and(eq(guestLinks.customer_group_id, groupId), isNull(guestLinks.revoked_at)));

/** A new link for a present group; the group's last link stops working. */
export async function issueGuestLink(
  tx: Executor,
  actor: Actor,
  groupId: number,
  now = new Date(),
): Promise<GuestLinkIssued> {
  const group = await lockedGroup(tx, actor, groupId);
  if (group.state !== "present") {
    throw new AppError("conflict", "在席中の組にだけお客様用リンクを発行できます");
  }
  await revokeLive(tx, group.id, now);
  // 192 random bits: a link cannot be guessed, and the table holds only their hashes.
  const token = randomBytes(24).toString("base64url");
  const expires = new Date(now.getTime() + GUEST_LINK_HOURS * HOUR_MS);
  await tx.insert(guestLinks).values({
    lounge_id: group.lounge_id,
    customer_group_id: group.id,
    token_sha256: tokenSha256(token),
    issued_by: actor.staffId,
    created_at: now,
    expires_at: expires,
  });
  return { token, path: guestPagePath(token), expires_at: expires.toISOString() };
}

export async function revokeGuestLink(tx: Executor, actor: Actor, groupId: number) {
  const group = await lockedGroup(tx, actor, groupId);
  await revokeLive(tx, group.id, new Date());
}

export async function guestLinkStatus(
  db: Executor,
  actor: Actor,
  groupId: number,
  now = new Date(),
): Promise<GuestLinkStatus> {
  const [group] = await db.select().from(customerGroups).where(eq(customerGroups.id, groupId));
  if (!group) throw new AppError("not_found", "組が見つかりません");
  authorize(actor, "floor.use", { loungeId: group.lounge_id });
  const [link] = await db
    .select()
    .from(guestLinks)
    .where(
      and(
        eq(guestLinks.customer_group_id, group.id),
        isNull(guestLinks.revoked_at),
        gt(guestLinks.expires_at, now),
      ),
    );
  return {
    live: link !== undefined,
    issued_at: link?.created_at.toISOString() ?? null,
    expires_at: link?.expires_at.toISOString() ?? null,
  };
}

export const invalid = () => new AppError("not_found", GUEST_LINK_INVALID);

/** The link of `token` if it works (not revoked, not expired), with its group; null otherwise. */
export async function workingLink(db: Executor, token: string, now = new Date()) {
  const [row] = await db
    .select({
      link: guestLinks,
      group: customerGroups,
      lounge: lounges.name,
      timeZone: lounges.time_zone,
    })
    .from(guestLinks)
    .innerJoin(customerGroups, eq(customerGroups.id, guestLinks.customer_group_id))
    .innerJoin(lounges, eq(lounges.id, guestLinks.lounge_id))
    .where(eq(guestLinks.token_sha256, tokenSha256(token)));
  if (!row || row.link.revoked_at !== null || row.link.expires_at <= now) return null;
  return row;
}
export type WorkingLink = NonNullable<Awaited<ReturnType<typeof workingLink>>>;

/** What a working link's page shows now, or a 404 that does not say why. */
export async function guestView(
  db: Executor,
  { group, link, lounge, timeZone }: WorkingLink,
  now = new Date(),
): Promise<GuestView> {
  if (group.state === "left") return settledView(db, group.id, lounge, timeZone);
  if (group.state !== "present") throw invalid();

  // The bill's own computation, for this group alone at this instant: what the bill would show.
  const { bill, input } = await priceBill(
    db,
    [group],
    { discountPercent: null, extraCharges: {} },
    now,
  );
  const priced = bill.groups[0];
  if (!priced) throw invalid();
  const [seat] = await db
    .select({ name: seats.name })
    .from(seats)
    .where(eq(seats.id, group.seat_id));
  const timeUp = await timeUpOfGroup(db, group, now);
  return {
    state: "present",
    lounge: bill.lounge_name,
    time_zone: timeZone,
    seat: seat?.name ?? "",
    gender: group.gender,
    num: group.num,
    fee_rule: priced.fee_rule,
    entered_at: group.service_start_at.toISOString(),
    solo_minutes: priced.solo_minutes,
    share_minutes: priced.share_minutes,
    charge: {
      time: priced.charge_price + priced.solo_price,
      special: priced.special_price,
      orders: priced.order_price,
      extra: priced.extra_charge,
      total: bill.groups_total_price,
      consumption_tax: bill.consumption_tax,
    },
    orders: priced.orders.map((o) => ({
      name: o.name,
      option: o.option,
      num: o.num,
      price: o.order_price,
    })),
    next_unit: nextUnit(input, bill.groups_total_price, now),
    time_up: timeUp,
    prices: rulePrices(input, group, now),
    priced_at: bill.priced_at,
    expires_at: link.expires_at.toISOString(),
  };
}

async function settledView(
  db: Executor,
  groupId: number,
  lounge: string,
  timeZone: string,
): Promise<GuestView> {
  const [settlement] = await db
    .select({
      id: settlements.id,
      total: settlements.groups_total_price,
      at: settlements.accounted_at,
    })
    .from(accountingLogs)
    .innerJoin(settlements, eq(settlements.id, accountingLogs.settlement_id))
    .where(and(eq(accountingLogs.customer_group_id, groupId), isNull(settlements.voided_at)))
    .orderBy(desc(settlements.id))
    .limit(1);
  if (!settlement) throw invalid();
  const [groups] = await db
    .select({ n: count() })
    .from(accountingLogs)
    .where(eq(accountingLogs.settlement_id, settlement.id));
  return {
    state: "settled",
    lounge,
    time_zone: timeZone,
    total: settlement.total,
    groups: groups?.n ?? 1,
    settled_at: settlement.at.toISOString(),
  };
}

type GroupRow = typeof customerGroups.$inferSelect;

async function timeUpOfGroup(db: Executor, group: GroupRow, now: Date) {
  if (group.fee_rule_id === null) return null;
  const [rule] = await db
    .select({ set: feeRules.set_minutes, lead: feeRules.warn_lead_minutes })
    .from(feeRules)
    .where(eq(feeRules.id, group.fee_rule_id));
  if (!rule || rule.set === null) return null;
  const timeUp = timeUpOf(
    {
      service_start_at: group.service_start_at.toISOString(),
      set_minutes: rule.set,
      warn_lead_minutes: rule.lead,
    },
    now.getTime(),
  );
  return timeUp && { set_minutes: rule.set, ...timeUp };
}

/**
 * When the charge next rises if the stay goes on as it is (the open stay runs on, nothing else
 * changes), and by how much: the bill's pricing, asked at later instants.
 */
function nextUnit(input: PriceSettlementInput, total: number, now: Date) {
  const priced = input.groups[0];
  if (!priced) return null;
  const open = priced.intervals.length - 1;
  const totalAt = (ms: number) =>
    priceSettlement({
      ...input,
      groups: [
        {
          ...priced,
          intervals: priced.intervals.map((interval, i) =>
            i === open ? { ...interval, end_at: new Date(ms).toISOString() } : interval,
          ),
        },
      ],
    }).groups_total_price;
  const rise = nextPriceRise(totalAt, now.getTime(), input.lounge.unitMinutes + 1, total);
  return rise && { at: new Date(rise.atMs).toISOString(), price: rise.increase };
}

/**
 * The group's rule's prices per unit and person for its side, today's day type, by clock hour:
 * from the price table the bill was priced with.
 */
function rulePrices(input: PriceSettlementInput, group: GroupRow, now: Date) {
  const priced = input.groups[0];
  const dayType = dayTypeOf(
    businessDayOf(now.toISOString(), {
      timeZone: input.lounge.timeZone,
      cutoff: input.lounge.cutoff,
    }),
  );
  const rows = input.priceTable
    .filter(
      (cell) =>
        cell.feeRule === priced?.feeRule &&
        cell.gender === group.gender &&
        cell.dayType === dayType,
    )
    .map(({ hour, solo, share }) => ({ hour, solo, share }))
    .sort((a, b) => a.hour - b.hour);
  return { unit_minutes: input.lounge.unitMinutes, rows };
}
