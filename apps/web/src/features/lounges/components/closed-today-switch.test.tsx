// 本日臨時休業: shows today's business day, and a tap closes the lounge for it (and opens it again).
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { ClosedTodaySwitch } from "./closed-today-switch";

afterEach(() => vi.unstubAllGlobals());

describe("ClosedTodaySwitch", () => {
  it("closes the lounge for today's business day and takes it back", async () => {
    let closedOn: string | null = null;
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/lounges/3/closed_today": (_url: URL, init?: RequestInit) => {
          if (init?.method === "PUT") {
            const body = JSON.parse(String(init.body));
            sent.push(body);
            closedOn = body.closed ? "2026-11-27" : null;
          }
          return new Response(JSON.stringify({ closed_on: closedOn, business_day: "2026-11-27" }));
        },
      }),
    );
    renderWithProviders(<ClosedTodaySwitch loungeId={3} />);
    const toggle = await screen.findByRole("switch", { name: /^本日臨時休業/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/^2026\/11\/27 の営業日/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent).toEqual([{ closed: true }, { closed: false }]);
  });
});
