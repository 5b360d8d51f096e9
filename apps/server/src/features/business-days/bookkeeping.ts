// The closed business days of a period and lounges as the accountant books them: each day's
// takings by payment type as of now (its close plus any correction since), its paid-in and paid-out
// (voided ones left out) and its register difference, with each lounge's accounts.
import type { BookedDay, SummaryQuery } from "@lounge-office/domain/business-days";
import type { JournalAccounts } from "@lounge-office/domain/shared";
import { and, asc, between, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { businessDays, cashMovements, lounges } from "../../db/schema";
import { journalAccountsOf } from "../../ledger/lounge";
import type { Actor } from "../../policy/policy";
import { figuresIn, figuresOfDays } from "./day-figures";
import { loungesOf } from "./summary";

export type BookedLoungeDay = BookedDay & { accounts: JournalAccounts };

export async function bookedDays(
  tx: Executor,
  actor: Actor,
  query: SummaryQuery,
): Promise<BookedLoungeDay[]> {
  const chosen = await loungesOf(tx, actor, query.lounge_ids);
  const ids = chosen.map((l) => l.id);
  if (ids.length === 0) return [];
  const [figures, closed, settings] = await Promise.all([
    figuresOfDays(tx, ids, query.first_day, query.last_day),
    tx
      .select()
      .from(businessDays)
      .where(
        and(
          inArray(businessDays.lounge_id, ids),
          between(businessDays.date, query.first_day, query.last_day),
          eq(businessDays.state, "closed"),
        ),
      )
      .orderBy(asc(businessDays.date), asc(businessDays.lounge_id)),
    tx
      .select({ id: lounges.id, name: lounges.name, journal_accounts: lounges.journal_accounts })
      .from(lounges)
      .where(inArray(lounges.id, ids)),
  ]);
  const movements =
    closed.length === 0
      ? []
      : await tx
          .select()
          .from(cashMovements)
          .where(
            and(
              inArray(
                cashMovements.business_day_id,
                closed.map((d) => d.id),
              ),
              isNull(cashMovements.voided_at),
            ),
          )
          .orderBy(asc(cashMovements.id));
  const loungeOf = new Map(settings.map((l) => [l.id, l]));
  return closed.map((day) => {
    const lounge = loungeOf.get(day.lounge_id);
    const now = figuresIn(figures, day.lounge_id, day.date);
    return {
      loungeName: lounge?.name ?? "",
      date: day.date,
      cash_sales: now.cash_sales,
      credit_sales: now.credit_sales,
      e_money_sales: now.e_money_sales,
      movements: movements
        .filter((m) => m.business_day_id === day.id)
        .map((m) => ({ direction: m.direction, amount: m.amount, reason: m.reason })),
      difference: day.difference ?? 0,
      accounts: journalAccountsOf(lounge ?? { journal_accounts: null }).accounts,
    };
  });
}
