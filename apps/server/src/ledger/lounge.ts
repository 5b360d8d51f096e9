// The lounge row every reading of the floor and of money starts from.
import { AppError } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { lounges } from "../db/schema";

export async function findLounge(tx: Executor, loungeId: number) {
  const [lounge] = await tx.select().from(lounges).where(eq(lounges.id, loungeId));
  if (!lounge) throw new AppError("not_found", "店舗が見つかりません");
  return lounge;
}
