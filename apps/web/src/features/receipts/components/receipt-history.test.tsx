// 発行履歴: each paper with when and who on the lounge's clock, 再発行 marked, the addressee, and what
// became of it — printed, dismissed (who, when, why), failed, or printed by a later job.
import type { PrintJob } from "@lounge-office/domain/receipts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ReceiptHistory } from "./receipt-history";
import { printJobOf } from "./test-server";

const formal = (id: number, status: PrintJob["status"], over: Partial<PrintJob> = {}) =>
  printJobOf(id, { receipt_type: "post_receipt", status, ...over });

describe("ReceiptHistory", () => {
  it("lists every paper: who issued it, to whom, and who dismissed it when and why", () => {
    renderWithProviders(
      <ReceiptHistory
        timeZone="Asia/Tokyo"
        jobs={[
          formal(62, "printed", {
            reissue: true,
            addressee: "株式会社ABC",
            created_by_name: "山田 店長",
            created_at: "2026-05-01T13:10:00.000Z",
            printed_at: "2026-05-01T13:10:05.000Z",
          }),
          formal(60, "dismissed", {
            addressee: "株式会社ABD",
            dismissed_at: "2026-05-01T13:08:00.000Z",
            dismissed_by_name: "山田 店長",
            dismiss_reason: "宛名の誤り",
          }),
          printJobOf(59, { status: "failed", message: "プリンターのカバーが開いています" }),
          printJobOf(58, { status: "superseded", index: 2, count: 3 }),
        ]}
      />,
    );
    const history = screen.getByRole("list", { name: "発行履歴" });
    const [reissued, dismissed, failed, superseded] = within(history).getAllByRole("listitem");
    // The lounge's clock (Asia/Tokyo): 13:10 UTC is 22:10.
    expect(reissued).toHaveTextContent("2026/05/01 22:10領収書再発行¥10,000宛名 株式会社ABC");
    expect(reissued).toHaveTextContent("発行 山田 店長印刷済み 2026/05/01 22:10");
    expect(dismissed).toHaveTextContent("宛名 株式会社ABD");
    expect(dismissed).toHaveTextContent(
      "発行 佐藤 花破棄 2026/05/01 22:08 山田 店長（理由: 宛名の誤り）",
    );
    expect(failed).toHaveTextContent("レシート");
    expect(failed).not.toHaveTextContent("宛名");
    expect(failed).toHaveTextContent("印刷できず（プリンターのカバーが開いています）");
    expect(superseded).toHaveTextContent("レシート 2/3");
    expect(superseded).toHaveTextContent("別の印刷で印刷済み");
  });

  it("shows nothing for a settlement with no paper yet", () => {
    renderWithProviders(<ReceiptHistory timeZone="Asia/Tokyo" jobs={[]} />);
    expect(screen.queryByRole("list", { name: "発行履歴" })).toBeNull();
  });
});
