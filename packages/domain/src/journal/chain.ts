// The journal (取引記録): every change to money appended to one chain per lounge, each row carrying a
// hash over itself and the previous row's hash, so editing, deleting or inserting a row anywhere
// breaks every hash after it. Here: what a row holds and the exact text its hash is taken over —
// shared by the server that appends and verifies, and by the auditor's command that checks an
// exported file. The hash itself is SHA-256 of that text, in hex.
import { canonicalJson } from "../shared/canonical-json";

/** The previous hash of a lounge's first row. */
export const JOURNAL_GENESIS_HASH = "0".repeat(64);

/** What a row records, by the record it is about. */
export const JOURNAL_KINDS = {
  settlement: "会計",
  settlement_update: "会計の訂正",
  settlement_void: "会計の取消",
  receipt_log: "レシート・領収書の発行",
  cash_movement: "入出金",
  cash_movement_update: "入出金の訂正",
  cash_movement_void: "入出金の取消",
  day_open: "開店",
  day_close: "締め",
  day_reopen: "締めの取消（再開）",
} as const;
export type JournalKind = keyof typeof JOURNAL_KINDS;

/** The records the journal follows: each row is about one of them, and states it as it then was. */
export const JOURNAL_SOURCES = {
  settlement: "会計",
  receipt_log: "発行記録",
  cash_movement: "入出金",
  business_day: "営業日",
} as const;
export type JournalSource = keyof typeof JOURNAL_SOURCES;

/** A row of the chain, as stored and as exported. */
export type JournalRow = {
  lounge_id: number;
  /** 1, 2, 3… per lounge, without gaps. */
  seq: number;
  kind: JournalKind;
  source_type: JournalSource;
  source_id: number;
  /** The lounge's business day (YYYY-MM-DD) the change belongs to. */
  business_day: string;
  /** Who made the change. */
  staff_id: number;
  /** When it was recorded (ISO 8601, milliseconds). */
  recorded_at: string;
  /** The record as it was after the change: its amounts, state, who and when. */
  data: Record<string, unknown>;
  prev_hash: string;
};

/** The exact text a row's hash is taken over: the previous hash, then the row's canonical JSON. */
export function journalHashInput(row: JournalRow): string {
  const { prev_hash, ...fields } = row;
  return `${prev_hash}\n${canonicalJson(fields)}`;
}
