// Home: who is signed in where, in the page's language, and the pages this role may open.
import type { Session } from "@lounge-office/domain/session";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../test/render";
import { HomePage } from "./home-page";

afterEach(() => vi.unstubAllGlobals());

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const SESSION: Session = {
  staff: {
    id: 12,
    name: "石田 美咲",
    account: "shibuya-staff1",
    role: "staff",
    role_ja: "スタッフ",
    locale: "ja",
  },
  lounge,
  lounges: [lounge],
  csrf_token: "csrf-1",
  expires_at: "2030-01-01T00:00:00.000Z",
};

describe("HomePage", () => {
  it("says who is signed in where, and links the role's pages", async () => {
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/session": SESSION }));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText("石田 美咲（スタッフ）でサインインしています")).toBeVisible();
    expect(screen.getByRole("heading", { name: "渋谷" })).toBeVisible();
    expect(screen.getByRole("link", { name: "フロア" })).toHaveAttribute(
      "href",
      "/lounges/entries",
    );
    expect(screen.queryByRole("link", { name: "スタッフ管理" })).toBeNull();
  });
});
