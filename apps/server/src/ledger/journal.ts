// The journal (取引記録): every change to money — a settlement, its correction or void, a receipt
// or formal receipt issued, a paid-in/out and its correction or void, a day's opening, close and
// reopening — appends a row to its lounge's chain in the same transaction: the record as it now is,
// who, when, and a hash over the row and the previous row's hash (the domain's journal/chain.ts).
// Verifying walks the chain (every hash, no gap) and compares each record with its last row, so an
// edit or delete by SQL — of a journal row or of the record itself — shows at that row.
//
// A transaction appends last (after its other locks): the chain's lock is held to the commit, and a
// transaction waiting for it holds nothing another one in the chain waits for.
import { createHash } from "node:crypto";
import {
  checkJournalRows,
  JOURNAL_GENESIS_HASH,
  JOURNAL_SOURCES,
  type JournalKind,
  type JournalRow,
  type JournalSource,
  type JournalVerify,
  journalHashInput,
} from "@lounge-office/domain/journal";
import { canonicalJson } from "@lounge-office/domain/shared";
import { and, asc, between, desc, eq, inArray, type SQL } from "drizzle-orm";
import { ADVISORY_LOCK, lockTextForTransaction } from "../db/advisory-locks";
import type { Executor } from "../db/client";
import {
  accountingLogs,
  businessDays,
  cashMovements,
  journalEntries,
  journalStart,
  receiptLogs,
  settlements,
} from "../db/schema";

/** A record as the journal states it. */
type Stated = {
  id: number;
  loungeId: number;
  businessDay: string;
  /** When the record was made: made after the journal began, it must have a row. */
  createdAt: Date;
  state: Record<string, unknown>;
};

/** Which records to read: these ids, or every one of a lounge. */
type Which = { ids: number[] } | { loungeId: number };

const iso = (at: Date | null) => at?.toISOString() ?? null;

async function statedSettlements(tx: Executor, which: Which): Promise<Stated[]> {
  const where: SQL =
    "ids" in which ? inArray(settlements.id, which.ids) : eq(settlements.lounge_id, which.loungeId);
  const rows = await tx.select().from(settlements).where(where).orderBy(asc(settlements.id));
  if (rows.length === 0) return [];
  const logs = await tx
    .select({
      id: accountingLogs.id,
      settlement_id: accountingLogs.settlement_id,
      customer_group_id: accountingLogs.customer_group_id,
      total_price: accountingLogs.total_price,
    })
    .from(accountingLogs)
    .where(
      inArray(
        accountingLogs.settlement_id,
        rows.map((s) => s.id),
      ),
    )
    .orderBy(asc(accountingLogs.id));
  return rows.map((s) => ({
    id: s.id,
    loungeId: s.lounge_id,
    businessDay: s.business_day,
    createdAt: s.created_at,
    state: {
      accounted_at: iso(s.accounted_at),
      business_day: s.business_day,
      staff_id: s.staff_id,
      subtotal: s.subtotal,
      discount_percent: s.discount_percent,
      discount: s.discount,
      groups_total_price: s.groups_total_price,
      consumption_tax: s.consumption_tax,
      tax_discount: s.tax_discount,
      cash: s.cash,
      cash_tendered: s.cash_tendered,
      change: s.change,
      credit: s.credit,
      e_money: s.e_money,
      voided_at: iso(s.voided_at),
      voided_by: s.voided_by,
      void_reason: s.void_reason,
      groups: logs
        .filter((log) => log.settlement_id === s.id)
        .map((log) => ({
          accounting_log_id: log.id,
          customer_group_id: log.customer_group_id,
          total_price: log.total_price,
        })),
    },
  }));
}

async function statedReceiptLogs(tx: Executor, which: Which): Promise<Stated[]> {
  const where: SQL =
    "ids" in which ? inArray(receiptLogs.id, which.ids) : eq(settlements.lounge_id, which.loungeId);
  const rows = await tx
    .select({ log: receiptLogs, loungeId: settlements.lounge_id, day: settlements.business_day })
    .from(receiptLogs)
    .innerJoin(settlements, eq(settlements.id, receiptLogs.settlement_id))
    .where(where)
    .orderBy(asc(receiptLogs.id));
  return rows.map(({ log, loungeId, day }) => ({
    id: log.id,
    loungeId,
    businessDay: day,
    createdAt: log.created_at,
    state: {
      settlement_id: log.settlement_id,
      accounting_log_id: log.accounting_log_id,
      receipt_type: log.receipt_type,
      staff_id: log.staff_id,
      created_at: iso(log.created_at),
    },
  }));
}

async function statedCashMovements(tx: Executor, which: Which): Promise<Stated[]> {
  const where: SQL =
    "ids" in which
      ? inArray(cashMovements.id, which.ids)
      : eq(cashMovements.lounge_id, which.loungeId);
  const rows = await tx
    .select({ movement: cashMovements, day: businessDays.date })
    .from(cashMovements)
    .innerJoin(businessDays, eq(businessDays.id, cashMovements.business_day_id))
    .where(where)
    .orderBy(asc(cashMovements.id));
  return rows.map(({ movement: m, day }) => ({
    id: m.id,
    loungeId: m.lounge_id,
    businessDay: day,
    createdAt: m.recorded_at,
    state: {
      business_day: day,
      direction: m.direction,
      amount: m.amount,
      reason: m.reason,
      staff_id: m.staff_id,
      recorded_at: iso(m.recorded_at),
      voided_at: iso(m.voided_at),
      voided_by: m.voided_by,
    },
  }));
}

async function statedBusinessDays(tx: Executor, which: Which): Promise<Stated[]> {
  const where: SQL =
    "ids" in which
      ? inArray(businessDays.id, which.ids)
      : eq(businessDays.lounge_id, which.loungeId);
  const rows = await tx.select().from(businessDays).where(where).orderBy(asc(businessDays.id));
  return rows.map((d) => ({
    id: d.id,
    loungeId: d.lounge_id,
    businessDay: d.date,
    createdAt: d.created_at,
    state: {
      date: d.date,
      state: d.state,
      float: d.float,
      float_counts: d.float_counts,
      opened_at: iso(d.opened_at),
      opened_by: d.opened_by,
      opened_automatically: d.opened_automatically,
      closed_at: iso(d.closed_at),
      closed_by: d.closed_by,
      counted: d.counted,
      counted_cash: d.counted_cash,
      expected_cash: d.expected_cash,
      difference: d.difference,
      difference_reason: d.difference_reason,
      next_float: d.next_float,
      snapshot: d.snapshot,
    },
  }));
}

const STATED: Record<JournalSource, (tx: Executor, which: Which) => Promise<Stated[]>> = {
  settlement: statedSettlements,
  receipt_log: statedReceiptLogs,
  cash_movement: statedCashMovements,
  business_day: statedBusinessDays,
};

/** The SHA-256 (hex) of a row: what is stored in `hash` and what the next row's `prev_hash` is. */
export const journalHash = (row: JournalRow) =>
  createHash("sha256").update(journalHashInput(row), "utf8").digest("hex");

type EntryRow = typeof journalEntries.$inferSelect;

/** A stored row as the chain hashes it (jsonb gives `data` back with its keys reordered: canonical JSON sorts them). */
export const chainRow = (entry: EntryRow): JournalRow => ({
  lounge_id: entry.lounge_id,
  seq: entry.seq,
  kind: entry.kind,
  source_type: entry.source_type,
  source_id: entry.source_id,
  business_day: entry.business_day,
  staff_id: entry.staff_id,
  recorded_at: entry.recorded_at.toISOString(),
  data: entry.data,
  prev_hash: entry.prev_hash,
});

/** Appends the record's state after this transaction's change to its lounge's chain. */
export async function appendJournal(
  tx: Executor,
  entry: { kind: JournalKind; source: JournalSource; id: number; staffId: number },
): Promise<void> {
  const [stated] = await STATED[entry.source](tx, { ids: [entry.id] });
  if (!stated) throw new Error(`journal: no ${entry.source} ${entry.id} to record`);
  // One append per lounge at a time, to the commit: the next reads this row as its previous one.
  await lockTextForTransaction(tx, ADVISORY_LOCK.journal, String(stated.loungeId));
  const [head] = await tx
    .select({ seq: journalEntries.seq, hash: journalEntries.hash })
    .from(journalEntries)
    .where(eq(journalEntries.lounge_id, stated.loungeId))
    .orderBy(desc(journalEntries.seq))
    .limit(1);
  const row: JournalRow = {
    lounge_id: stated.loungeId,
    seq: (head?.seq ?? 0) + 1,
    kind: entry.kind,
    source_type: entry.source,
    source_id: entry.id,
    business_day: stated.businessDay,
    staff_id: entry.staffId,
    recorded_at: new Date().toISOString(),
    data: stated.state,
    prev_hash: head?.hash ?? JOURNAL_GENESIS_HASH,
  };
  await tx.insert(journalEntries).values({
    ...row,
    recorded_at: new Date(row.recorded_at),
    hash: journalHash(row),
  });
}

/** A lounge's rows of business days `from` to `to`, in chain order, as exported. */
export async function journalRows(
  tx: Executor,
  loungeId: number,
  from: string,
  to: string,
): Promise<(JournalRow & { hash: string })[]> {
  const entries = await tx
    .select()
    .from(journalEntries)
    .where(
      and(eq(journalEntries.lounge_id, loungeId), between(journalEntries.business_day, from, to)),
    )
    .orderBy(asc(journalEntries.seq));
  return entries.map((entry) => ({ ...chainRow(entry), hash: entry.hash }));
}

/**
 * An exported file against the chain in the database: the chain verifies, and every row of the
 * file is the row the chain holds at its number (same hash). The file's own hashes and links are
 * the domain's `checkJournalRows`.
 */
export async function compareWithChain(
  tx: Executor,
  rows: readonly (JournalRow & { hash: string })[],
): Promise<{ ok: true; rows: number } | { ok: false; problem: string }> {
  const own = checkJournalRows(rows, journalHash);
  if (!own.ok) return { ok: false, problem: `ファイル: ${own.problem}` };
  for (const loungeId of new Set(rows.map((r) => r.lounge_id))) {
    const chain = await verifyJournal(tx, loungeId);
    if (!chain.ok) return { ok: false, problem: `データベース: ${chain.problem}` };
    const stored = new Map(
      (
        await tx
          .select({ seq: journalEntries.seq, hash: journalEntries.hash })
          .from(journalEntries)
          .where(eq(journalEntries.lounge_id, loungeId))
      ).map((e) => [e.seq, e.hash]),
    );
    for (const row of rows.filter((r) => r.lounge_id === loungeId)) {
      if (stored.get(row.seq) !== row.hash) {
        return { ok: false, problem: `${row.seq} 番の行がデータベースの取引記録と違います` };
      }
    }
  }
  return { ok: true, rows: rows.length };
}

/** The hash of the last row of a lounge's business day (null: nothing recorded that day). */
export async function dayHeadHash(
  tx: Executor,
  loungeId: number,
  date: string,
): Promise<string | null> {
  const [head] = await tx
    .select({ hash: journalEntries.hash })
    .from(journalEntries)
    .where(and(eq(journalEntries.lounge_id, loungeId), eq(journalEntries.business_day, date)))
    .orderBy(desc(journalEntries.seq))
    .limit(1);
  return head?.hash ?? null;
}

type Problem = { id: number | null; text: string };

/** The lounge's chain in order, and the first place where it or a record no longer holds. */
export async function verifyJournal(tx: Executor, loungeId: number): Promise<JournalVerify> {
  const entries = await tx
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.lounge_id, loungeId))
    .orderBy(asc(journalEntries.seq));
  const problems: Problem[] = [];
  let previous = JOURNAL_GENESIS_HASH;
  entries.forEach((entry, index) => {
    if (entry.seq !== index + 1) {
      problems.push({ id: entry.id, text: `取引記録の ${index + 1} 行目が削除されています` });
    } else if (entry.prev_hash !== previous) {
      problems.push({ id: entry.id, text: `取引記録の ${entry.seq} 行目の前の行が変わっています` });
    }
    if (journalHash(chainRow(entry)) !== entry.hash) {
      problems.push({ id: entry.id, text: `取引記録の ${entry.seq} 行目が書き換えられています` });
    }
    previous = entry.hash;
  });

  // Each record against the last row stating it.
  const last = new Map<string, EntryRow>();
  for (const entry of entries) last.set(`${entry.source_type}:${entry.source_id}`, entry);
  const [start] = await tx.select().from(journalStart).limit(1);
  const began = start?.started_at ?? new Date(0);
  const seen = new Set<string>();
  for (const source of Object.keys(STATED) as JournalSource[]) {
    const label = JOURNAL_SOURCES[source];
    for (const record of await STATED[source](tx, { loungeId })) {
      const key = `${source}:${record.id}`;
      seen.add(key);
      const entry = last.get(key);
      if (!entry) {
        if (record.createdAt >= began) {
          problems.push({ id: null, text: `${label} #${record.id} の取引記録がありません` });
        }
      } else if (canonicalJson(record.state) !== canonicalJson(entry.data)) {
        problems.push({ id: entry.id, text: `${label} #${record.id} が取引記録と一致しません` });
      }
    }
  }
  for (const [key, entry] of last) {
    if (!seen.has(key)) {
      const label = JOURNAL_SOURCES[entry.source_type];
      problems.push({ id: entry.id, text: `${label} #${entry.source_id} が削除されています` });
    }
  }

  const located = problems.filter((p) => p.id !== null).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  const first = located[0] ?? problems[0] ?? null;
  return {
    ok: problems.length === 0,
    rows: entries.length,
    first_broken_id: first?.id ?? null,
    problem: first?.text ?? null,
    head_hash: entries.at(-1)?.hash ?? null,
  };
}
