// A lounge's accounts for its accountant's product: read (managers of the lounge, admins) and set
// (head office); null goes back to the defaults.
import type { JournalAccountsAnswer } from "@lounge-office/domain/lounges";
import type { JournalAccounts } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lounges } from "../../db/schema";
import { findLounge, journalAccountsOf } from "../../ledger/lounge";

export async function loadJournalAccounts(
  tx: Executor,
  loungeId: number,
): Promise<JournalAccountsAnswer> {
  const { accounts, is_default } = journalAccountsOf(await findLounge(tx, loungeId));
  return { journal_accounts: accounts, is_default };
}

export async function saveJournalAccounts(
  tx: Executor,
  loungeId: number,
  accounts: JournalAccounts | null,
): Promise<JournalAccountsAnswer> {
  await findLounge(tx, loungeId);
  await tx
    .update(lounges)
    .set({ journal_accounts: accounts, updated_at: new Date() })
    .where(eq(lounges.id, loungeId));
  return loadJournalAccounts(tx, loungeId);
}
