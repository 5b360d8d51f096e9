// Shared fixtures for the menu screens' component tests: a manager's session, a lounge's genres and menus.
import type { Session } from "@lounge-office/domain/session";
import type { Genre, Menu } from "@lounge-office/domain/shared";
import { vi } from "vitest";

const lounge = (id: number, name: string) => ({
  id,
  name,
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
});

export const MANAGER_SESSION: Session = {
  staff: {
    id: 7,
    name: "青木 健",
    account: "shibuya-manager",
    role: "manager",
    role_ja: "店長",
    locale: "ja" as const,
  },
  lounge: lounge(1, "渋谷"),
  lounges: [lounge(1, "渋谷"), lounge(2, "新宿")],
  csrf_token: "csrf-token-1",
  expires_at: "2030-01-01T00:00:00.000Z",
};

export const GENRES: Genre[] = [
  { id: 10, lounge_id: 1, name: "ビール", genre_kind: "drink", row_order: 0 },
  { id: 11, lounge_id: 1, name: "おつまみ", genre_kind: "food", row_order: 1 },
];

const menu = (over: Partial<Menu> & Pick<Menu, "id" | "name">): Menu => ({
  lounge_id: 1,
  genre_id: 10,
  genre: "ビール",
  genre_kind: "drink",
  price: 800,
  options: [],
  provide_flag: true,
  row_order: over.id,
  image: null,
  ...over,
});

export const MENUS: Menu[] = [
  menu({ id: 1, name: "生ビール" }),
  menu({ id: 2, name: "ハイネケン", price: 900 }),
  menu({ id: 3, name: "枝豆", genre_id: 11, genre: "おつまみ", genre_kind: "food", price: 500 }),
];

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const apiError = (status: number, code: string, message: string, fields?: object) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

/** A File of exactly `bytes` bytes. */
export const fileOf = (bytes: number, name = "photo.png", type = "image/png") =>
  new File([new Uint8Array(bytes)], name, { type });

/**
 * jsdom lays nothing out: gives each table row a 40 px band by its place in its table, so the sortable
 * tables' keyboard sensor finds the row above and below. Undone by `vi.restoreAllMocks()`.
 */
export function layOutRows() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest("tr");
    const rows = [...(row?.closest("table")?.querySelectorAll("tr") ?? [])];
    return DOMRect.fromRect({ x: 0, y: row ? rows.indexOf(row) * 40 : 0, width: 600, height: 40 });
  });
}
