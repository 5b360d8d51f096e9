// The one source of lounge pickers: a manager of one lounge is offered that lounge only, an admin every
// lounge the session lists, and a role that cannot do the page's action none.
import type { Session, SessionLounge } from "@lounge-office/domain/session";
import { NativeSelect } from "@mantine/core";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../test/render";
import { loungeSelectData, usableLounges, useUsableLounges } from "./usable-lounges";

afterEach(() => vi.unstubAllGlobals());

const lounge = (id: number, name: string): SessionLounge => ({
  id,
  name,
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
});
const [shibuya, shinjuku, umeda] = [lounge(1, "渋谷"), lounge(2, "新宿"), lounge(3, "梅田")];

const sessionOf = (role: "staff" | "manager" | "admin", lounges: SessionLounge[]): Session => ({
  staff: {
    id: 7,
    name: "青木 健",
    account: `a-${role}`,
    role,
    role_ja: role,
    locale: "ja" as const,
  },
  lounge: shibuya,
  lounges,
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
});

function Picker() {
  const lounges = useUsableLounges("accounting.search");
  return <NativeSelect label="店舗" data={loungeSelectData(lounges)} />;
}

const offered = async () => {
  const select = await screen.findByRole("combobox", { name: "店舗" });
  await within(select).findAllByRole("option");
  return within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);
};

describe("usable lounges", () => {
  it("offers a manager of one lounge that lounge only, though every lounge exists", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": sessionOf("manager", [shibuya]),
        "/api/v1/lounges": [shibuya, shinjuku, umeda].map((l) => ({
          text: l.name,
          value: { id: l.id, roles: ["staff", "manager"], account_list: true },
        })),
      }),
    );
    renderWithProviders(<Picker />);
    expect(await offered()).toEqual(["渋谷"]);
  });

  it("offers an admin every lounge the session lists", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({ "/api/v1/session": sessionOf("admin", [shibuya, shinjuku, umeda]) }),
    );
    renderWithProviders(<Picker />);
    expect(await offered()).toEqual(["渋谷", "新宿", "梅田"]);
  });

  it("offers none for an action the role cannot do", () => {
    expect(usableLounges(sessionOf("staff", [shibuya]), "staff.manage")).toEqual([]);
    expect(usableLounges(sessionOf("manager", [shibuya]), "staff.manage")).toEqual([shibuya]);
    expect(usableLounges(sessionOf("manager", [shibuya]), "metrics.view")).toEqual([]);
  });
});
