// The lounge row every reading of the floor and of money starts from, and how its money is booked.
import {
  AppError,
  DEFAULT_JOURNAL_ACCOUNTS,
  type JournalAccounts,
  ZJournalAccounts,
} from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { lounges } from "../db/schema";

export async function findLounge(tx: Executor, loungeId: number) {
  const [lounge] = await tx.select().from(lounges).where(eq(lounges.id, loungeId));
  if (!lounge) throw new AppError("not_found", "店舗が見つかりません");
  return lounge;
}

/**
 * The accounts the lounge's takings are booked under: its setting, or the defaults when it has
 * none (or a stored one this version cannot read).
 */
export function journalAccountsOf(lounge: { journal_accounts: unknown }): {
  accounts: JournalAccounts;
  is_default: boolean;
} {
  const stored = ZJournalAccounts.safeParse(lounge.journal_accounts);
  return stored.success
    ? { accounts: stored.data, is_default: false }
    : { accounts: DEFAULT_JOURNAL_ACCOUNTS, is_default: true };
}
