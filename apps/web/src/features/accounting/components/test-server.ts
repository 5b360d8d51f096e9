// A fake of the server's accounting calls for the accounting screen's component tests: the session,
// the bill priced with the discount and extra charges the screen asks for (on top of `extra`), the
// bill session, release and settling. It records the bills read and the settlements posted; the
// screen's real fetchers and the contracts' schemas still run.
import type { Bill } from "@lounge-office/domain/accounting";
import { vi } from "vitest";
import { jsonFetch } from "../../../test/render";
import { accountingLog, billOf, json, sessionOf } from "./test-fixtures";

/** The accounting screen for groups 12 and 13. */
export const PATH = "/accounting_logs/new?customer_group_ids[]=12&customer_group_ids[]=13";

export type Posted = { url: string; headers: Record<string, string>; body: unknown };

export function stubServer(
  options: {
    staffs?: Bill["staffs"];
    /** Extra charges already on the bill by group id (a total other than 10,000). */
    extra?: Record<number, number>;
    settle?: (attempt: number) => Response | Promise<Response>;
  } = {},
) {
  const bills: URL[] = [];
  const posted: Posted[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": sessionOf("staff", 3),
      "/accounting_logs/new": (url: URL) => {
        bills.push(url);
        const percent = url.searchParams.get("discount_percent");
        const extra = Object.fromEntries(
          (url.searchParams.get("extra_charges") ?? "")
            .split(",")
            .filter(Boolean)
            .map((pair) => pair.split(":").map(Number)),
        );
        return json(
          billOf({
            discountPercent: percent ? (Number(percent) as 20) : null,
            extra: { ...options.extra, ...extra },
            staffs: options.staffs,
          }),
        );
      },
      "/accounting_logs": (url: URL, init?: RequestInit) => {
        posted.push({
          url: url.pathname,
          headers: init?.headers as Record<string, string>,
          body: JSON.parse(String(init?.body)),
        });
        return options.settle
          ? options.settle(posted.length)
          : json(
              { accounting_logs: [accountingLog(1), accountingLog(2, { customer_group_id: 13 })] },
              201,
            );
      },
      "/accounting_logs/release": { ok: true },
      "/accounting_logs/bill_session": { ok: true },
    }),
  );
  return { bills, posted };
}
