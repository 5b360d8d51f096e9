// The staff list: each account has its clipboard copy button (screen 19) that copies the account.
import type { Session } from "@lounge-office/domain/session";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copiedBy, copyButton } from "../../../test/clipboard";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { StaffPage } from "./staff-page";

afterEach(() => vi.unstubAllGlobals());

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const SESSION: Session = {
  staff: {
    id: 3,
    name: "佐藤 店長",
    account: "shibuya-manager",
    role: "manager",
    role_ja: "店長",
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge],
  csrf_token: "csrf-1",
  expires_at: "2030-01-01T00:00:00.000Z",
};

const MEMBERS = [
  { ...SESSION.staff, active: true, lounge_ids: [1] },
  {
    id: 12,
    name: "石田 美咲",
    account: "shibuya-staff1",
    role: "staff" as const,
    role_ja: "スタッフ",
    locale: "ja" as const,
    active: true,
    lounge_ids: [1],
  },
];

describe("StaffPage", () => {
  it("copies each member's account from its row", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({ "/api/v1/session": SESSION, "/api/v1/staff_members": MEMBERS }),
    );
    renderWithProviders(<StaffPage />);
    const table = await screen.findByRole("table", { name: "スタッフ一覧" });
    const row = await within(table).findByText("石田 美咲");

    const tr = row.closest("tr") as HTMLElement;
    expect(await copiedBy(copyButton(tr, "アカウント"))).toEqual(["shibuya-staff1"]);
    expect(within(table).getAllByRole("button", { name: "アカウントをコピー" })).toHaveLength(2);
  });
});
