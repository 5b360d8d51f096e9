// Idempotent writes (decisions 008, 016): a contract marked `idempotency` answers a repeat of a
// request sent with the same `Idempotency-Key` with its first answer, so a retry on a flaky network
// or a late delivery never runs a write twice; `required` refuses the call without the header.
import { createHash } from "node:crypto";
import { AppError, type Contract, canonicalJson } from "@lounge-office/domain/shared";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { ADVISORY_LOCK, lockTextForTransaction } from "../db/advisory-locks";
import type { Executor } from "../db/client";
import { idempotencyKeys } from "../db/schema";

/** A stored answer is replayed this long; older keys are deleted and count as new. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const IDEMPOTENCY_MISMATCH_MESSAGE =
  "同じ Idempotency-Key で別の内容が送られました。画面を開き直してください";

const KEY_MESSAGE = "Idempotency-Key ヘッダー（1〜200文字の英数字・記号）を付けて送ってください";
const KEY_RULE =
  "同じキーで同じ内容を再送すると最初の応答を返す (Idempotent-Replayed: true)。1〜200文字の英数字・記号、24時間有効";

/** The header as /docs shows it on these contracts (the value is checked by `readIdempotencyKey`). */
export function idempotencyHeaders(contract: Contract) {
  return contract.idempotency === "required"
    ? z.looseObject({
        "idempotency-key": z
          .string({ error: KEY_MESSAGE })
          .meta({ description: `必須。${KEY_RULE}` }),
      })
    : z.looseObject({
        "idempotency-key": z
          .string()
          .optional()
          .meta({ description: `任意。${KEY_RULE}` }),
      });
}

/** An idempotency key as clients send them (a UUID, usually): printable ASCII, at most 200 chars. */
export function readIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new AppError("validation_failed", KEY_MESSAGE);
  }
  return key;
}

export const contractKey = (contract: Contract) => `${contract.method} ${contract.path}`;

/** Canonical JSON (keys sorted at every level): equal requests hash equally, whatever the key order. */
export function requestHash(input: { params: unknown; body: unknown }): string {
  return createHash("sha256")
    .update(canonicalJson({ params: input.params ?? null, body: input.body ?? null }))
    .digest("hex");
}

export type IdempotentRequest = {
  staffId: number;
  key: string;
  contract: string;
  hash: string;
};

export type StoredAnswer = { status: number; body: unknown };

/** Expired keys are swept at most this often per process: not one more query on every write. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/**
 * Expired keys go as new ones arrive, a batch at a time, skipping rows another request holds. An
 * expired key its owner sends again is handled by the lookup, whenever the sweep last ran.
 */
async function sweepExpiredKeys(tx: Executor) {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await tx.execute(sql`
    delete from ${idempotencyKeys} where ${idempotencyKeys.id} in (
      select ${idempotencyKeys.id} from ${idempotencyKeys}
      where ${idempotencyKeys.created_at} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})
      order by ${idempotencyKeys.created_at} limit 500 for update skip locked)`);
}

/**
 * Inside the request's transaction: waits for any other request with the same staff member and
 * key (an advisory lock held to commit), then returns the stored answer of the same request, throws
 * 422 for another request under the key, or returns null when the key is new.
 */
export async function claimIdempotencyKey(
  tx: Executor,
  request: IdempotentRequest,
): Promise<StoredAnswer | null> {
  await lockTextForTransaction(
    tx,
    ADVISORY_LOCK.idempotencyKey,
    `${request.staffId}:${request.key}`,
  );
  await sweepExpiredKeys(tx);
  const [found] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.staff_id, request.staffId), eq(idempotencyKeys.key, request.key)),
    );
  if (!found) return null;
  const age = Date.now() - found.created_at.getTime();
  if (age > IDEMPOTENCY_KEY_HOURS * 3_600_000) {
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, found.id));
    return null;
  }
  if (found.contract !== request.contract || found.request_hash !== request.hash) {
    throw new AppError("unprocessable", IDEMPOTENCY_MISMATCH_MESSAGE);
  }
  return { status: found.response_status, body: found.response_body };
}

/** Stores the answer in the same transaction as the write: both commit, or neither. */
export async function storeIdempotentAnswer(
  tx: Executor,
  request: IdempotentRequest,
  answer: StoredAnswer,
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    staff_id: request.staffId,
    key: request.key,
    contract: request.contract,
    request_hash: request.hash,
    response_status: answer.status,
    response_body: answer.body,
  });
}
