// Dialogs that edit a lounge's data name the lounge in their title (an admin switches lounges).
import type { Session } from "@lounge-office/domain/session";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { FeeRuleFormModal } from "./fee-rule-form-modal";
import { PriceTableCopyModal } from "./price-table-copy-modal";
import { PriceTableImportModal } from "./price-table-import-modal";
import { SeatFormModal } from "./seat-form-modal";
import { SpecialDateFormModal } from "./special-date-form-modal";

afterEach(() => vi.unstubAllGlobals());

const lounge = (id: number, name: string) => ({
  id,
  name,
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
});
const ADMIN: Session = {
  staff: {
    id: 1,
    name: "本部 管理者",
    account: "admin",
    role: "admin",
    role_ja: "管理者",
    locale: "ja" as const,
  },
  lounge: lounge(1, "渋谷"),
  lounges: [lounge(1, "渋谷"), lounge(3, "梅田")],
  csrf_token: "csrf",
  expires_at: "2099-01-01T00:00:00.000Z",
};

describe("lounge-naming dialog titles", () => {
  it("names the lounge the dialog writes to, not the one the admin is signed into", async () => {
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/session": ADMIN }));
    const close = () => {};
    const { unmount } = renderWithProviders(
      <FeeRuleFormModal loungeId={3} rule={null} onClose={close} />,
    );
    expect(await screen.findByRole("dialog", { name: "料金区分の追加（梅田）" })).toBeVisible();
    unmount();
    const seat = renderWithProviders(
      <SeatFormModal loungeId={1} seat={{ col: 0, row: 0 }} onClose={close} />,
    );
    expect(await screen.findByRole("dialog", { name: "席の追加（渋谷）" })).toBeVisible();
    seat.unmount();
    renderWithProviders(<SpecialDateFormModal loungeId={3} onClose={close} />);
    expect(await screen.findByRole("dialog", { name: "特別料金期間の追加（梅田）" })).toBeVisible();
  });
});

describe("price-table dialog titles", () => {
  it("name the lounge of the table they change (copy and CSV import)", async () => {
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/session": ADMIN }));
    const close = () => {};
    const copy = renderWithProviders(
      <PriceTableCopyModal
        mode="dayType"
        draft={{}}
        onApply={close}
        onClose={close}
        loungeId={3}
      />,
    );
    expect(
      await screen.findByRole("dialog", { name: "曜日区分をまるごとコピー（梅田）" }),
    ).toBeVisible();
    copy.unmount();
    renderWithProviders(
      <PriceTableImportModal
        fileName="通常.csv"
        parsed={{ cells: [], errors: [] }}
        saved={[]}
        pending={false}
        error={null}
        onConfirm={close}
        onClose={close}
        loungeId={1}
      />,
    );
    expect(
      await screen.findByRole("dialog", { name: "CSVの読み込み: 通常.csv（渋谷）" }),
    ).toBeVisible();
  });
});
