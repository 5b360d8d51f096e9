// A tablet whose page was served before a printer's address changed: its CSP (listed in the page's
// <meta name="connect-src">) blocks the new address, so printing asks for a reload with a button
// instead of blaming the printer's power — before staff press print once the printers are read
// again, and after a press, with nothing sent to the printer.
import { printersApi } from "@lounge-office/domain/printers";
import { PAGE_RELOAD_MESSAGE } from "@lounge-office/domain/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contractKey } from "../../../lib/contract-query";
import { pageAllowsOrigin } from "../../../lib/page-policy";
import { createQueryClient } from "../../../lib/query-client";
import { renderWithProviders } from "../../../test/render";
import { ReceiptActions } from "./receipt-actions";
import { fakeServer, printerOf, settledLog } from "./test-server";

const SERVED_WITH = "'self' https://192.168.0.51:8043";
let meta: HTMLMetaElement;

beforeEach(() => {
  meta = document.createElement("meta");
  meta.name = "connect-src";
  meta.content = SERVED_WITH;
  document.head.append(meta);
  window.localStorage.clear();
});
afterEach(() => {
  meta.remove();
  vi.unstubAllGlobals();
});

const prompt = () => screen.queryByTestId("reload-prompt");

describe("the page's connect-src", () => {
  it("allows this server and the printers the page was served with, nothing else", () => {
    expect(pageAllowsOrigin("https://192.168.0.51:8043")).toBe(true);
    expect(pageAllowsOrigin(window.location.origin)).toBe(true);
    expect(pageAllowsOrigin("https://192.168.0.99:8043")).toBe(false);
    expect(pageAllowsOrigin("http://192.168.0.51:8008")).toBe(false);
    // A page served without the list (an older server) judges nothing.
    meta.remove();
    expect(pageAllowsOrigin("https://192.168.0.99:8043")).toBe(true);
  });
});

describe("printing to a printer the page cannot reach", () => {
  it("asks for a reload as soon as the printers are read again with a new address", async () => {
    const printers = [printerOf(1)];
    fakeServer({ printers });
    const queryClient = createQueryClient();
    renderWithProviders(<ReceiptActions accountingLogs={[settledLog()]} drawer={false} />, {
      queryClient,
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "レシートを印刷" })).toBeEnabled(),
    );
    expect(prompt()).toBeNull();

    // A manager moved the printer on another device; this tablet reads the printers again.
    printers[0] = printerOf(1, { ip: "192.168.0.99", origin: "https://192.168.0.99:8043" });
    const printersKey = contractKey(printersApi.list, { query: { lounge_id: 1 } });
    await act(() => queryClient.invalidateQueries({ queryKey: printersKey }));
    const shown = await screen.findByTestId("reload-prompt");
    expect(shown).toHaveTextContent(PAGE_RELOAD_MESSAGE);
    expect(within(shown).getByRole("button", { name: "再読み込み" })).toBeInTheDocument();
  });

  it("says so after a press instead of 「プリンターに接続できません」, and sends nothing to the printer", async () => {
    const server = fakeServer({
      printers: [printerOf(1, { ip: "192.168.0.99", origin: "https://192.168.0.99:8043" })],
    });
    const fetched: string[] = [];
    const serverFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push(String(input));
      return serverFetch(input, init);
    });
    renderWithProviders(<ReceiptActions accountingLogs={[settledLog()]} drawer={false} />);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "レシートを印刷" })).toBeEnabled(),
    );
    expect(prompt()).toHaveTextContent(PAGE_RELOAD_MESSAGE);

    await userEvent.click(screen.getByRole("button", { name: "レシートを印刷" }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        "POST /print_jobs",
        "POST /print_jobs/100/claim",
        "POST /print_jobs/100/result",
      ]),
    );
    const shown = await screen.findByTestId("reload-prompt");
    expect(shown).toHaveTextContent(PAGE_RELOAD_MESSAGE);
    expect(within(shown).getByRole("button", { name: "再読み込み" })).toBeInTheDocument();
    expect(screen.queryByText(/プリンターに接続できません/)).toBeNull();
    expect(fetched.filter((url) => url.includes("192.168.0.99"))).toEqual([]);
    expect(server.jobs.get(100)?.code).toBe("PAGE_RELOAD");
  });
});
