// Receipt printers and customer displays per lounge: every tablet of the lounge reads them (to print),
// managers of the lounge configure them. A printer's name is unique in its lounge.
import {
  defaultColumns,
  fallbackPort,
  type Printer,
  type ZPrinterInput,
} from "@lounge-office/domain/printers";
import { AppError } from "@lounge-office/domain/shared";
import { and, asc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { printers } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { type Actor, authorize } from "../../policy/policy";

type PrinterRow = typeof printers.$inferSelect;
type PrinterInput = z.output<typeof ZPrinterInput>;
type PrinterChanges = Omit<PrinterInput, "lounge_id">;

/** Where the browser sends ePOS requests, and where staff open the printer to accept its certificate. */
export const originOf = (p: Pick<PrinterRow, "scheme" | "ip" | "port">) =>
  `${p.scheme}://${p.ip}:${p.port}`;

export const presentPrinter = (p: PrinterRow): Printer => ({
  id: p.id,
  lounge_id: p.lounge_id,
  name: p.name,
  kind: p.kind,
  scheme: p.scheme,
  ip: p.ip,
  port: p.port,
  device_id: p.device_id,
  timeout_ms: p.timeout_ms,
  paper_width: p.paper_width,
  columns: p.columns,
  origin: originOf(p),
});

const NAME_TAKEN = "この名前のプリンターは既に登録されています";
const nameTaken = () => new AppError("unprocessable", NAME_TAKEN, { name: NAME_TAKEN });

export async function findPrinter(db: Executor, id: number): Promise<PrinterRow> {
  const [row] = await db.select().from(printers).where(eq(printers.id, id));
  if (!row) throw new AppError("not_found", "プリンターが見つかりません");
  return row;
}

export async function listPrinters(db: Executor, loungeId: number): Promise<Printer[]> {
  const rows = await db
    .select()
    .from(printers)
    .where(eq(printers.lounge_id, loungeId))
    .orderBy(asc(printers.kind), asc(printers.name), asc(printers.id));
  return rows.map(presentPrinter);
}

/**
 * The origin of every printer of the lounge, and the one its check tries when that gives no answer
 * (443 or 80 on the same address), for the CSP `connect-src` of the lounge's pages (each once).
 * Rows are read as stored: an address the form would now refuse still prints until it is changed.
 */
export async function listPrinterOrigins(db: Executor, loungeId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ scheme: printers.scheme, ip: printers.ip, port: printers.port })
    .from(printers)
    .where(eq(printers.lounge_id, loungeId));
  const origins = rows.flatMap((row) => {
    const port = fallbackPort(row);
    return port === null ? [originOf(row)] : [originOf(row), originOf({ ...row, port })];
  });
  return [...new Set(origins)].sort();
}

/** The name check answers the common case with its field; the unique index settles a race. */
async function assertNameFree(tx: Executor, loungeId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: printers.id })
    .from(printers)
    .where(
      and(
        eq(printers.lounge_id, loungeId),
        eq(printers.name, name),
        exceptId === undefined ? undefined : ne(printers.id, exceptId),
      ),
    );
  if (taken) throw nameTaken();
}

async function orNameTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The route has authorized the lounge the input names. */
export async function createPrinter(tx: Executor, input: PrinterInput): Promise<Printer> {
  // An admin may name any lounge: one that does not exist is a 404, not a foreign-key failure.
  await findLounge(tx, input.lounge_id);
  await assertNameFree(tx, input.lounge_id, input.name);
  const paperWidth = input.paper_width ?? 80;
  const values = {
    ...input,
    paper_width: paperWidth,
    columns: input.columns ?? defaultColumns(paperWidth),
  };
  const [row] = await orNameTaken(tx.insert(printers).values(values).returning());
  if (!row) throw new AppError("internal");
  return presentPrinter(row);
}

export async function updatePrinter(
  tx: Executor,
  actor: Actor,
  id: number,
  changes: PrinterChanges,
): Promise<Printer> {
  const printer = await findPrinter(tx, id);
  authorize(actor, "floor.configure", { loungeId: printer.lounge_id });
  await assertNameFree(tx, printer.lounge_id, changes.name, printer.id);
  // Left out, the paper stays as it was; a new paper width alone brings its default row width.
  const paper =
    changes.paper_width !== undefined && changes.columns === undefined
      ? { columns: defaultColumns(changes.paper_width) }
      : {};
  const [row] = await orNameTaken(
    tx
      .update(printers)
      .set({ ...changes, ...paper, updated_at: new Date() })
      .where(eq(printers.id, printer.id))
      .returning(),
  );
  if (!row) throw new AppError("internal");
  return presentPrinter(row);
}

/** Its print jobs stay (their printer_id set null, the name kept on each job). */
export async function deletePrinter(tx: Executor, actor: Actor, id: number): Promise<void> {
  const printer = await findPrinter(tx, id);
  authorize(actor, "floor.configure", { loungeId: printer.lounge_id });
  await tx.delete(printers).where(eq(printers.id, printer.id));
}
