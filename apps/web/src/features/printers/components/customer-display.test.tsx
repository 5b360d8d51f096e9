// The customer display while paying: the lines sent (after the figures settle), a thank-you when
// the screen closes, and nothing at all in a lounge without a display.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendEpos } from "../../../lib/epos-transport";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { CustomerDisplay, DISPLAY_DEBOUNCE_MS } from "./customer-display";
import { clipColumns, displayLines } from "./display-lines";
import { DISPLAY, failed, MANAGER_SESSION, ONLINE, RECEIPT_PRINTER } from "./test-fixtures";

vi.mock("../../../lib/epos-transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/epos-transport")>()),
  sendEpos: vi.fn(),
}));
vi.mock("@lounge-office/domain/shared", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@lounge-office/domain/shared")>()),
  eposDisplayXml: (lines: string[]) => `<display>${lines.join("|")}</display>`,
}));

const send = vi.mocked(sendEpos);
beforeEach(() => {
  send.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

/** The accounting screen's part that matters here: a payment typed while the display follows. */
function Paying({ total }: { total: number }) {
  const [paid, setPaid] = useState(0);
  return (
    <>
      <input aria-label="お預り" onChange={(event) => setPaid(Number(event.target.value))} />
      <CustomerDisplay loungeId={1} total={total} paid={paid} />
    </>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stubPrinters(printers: unknown[]) {
  vi.stubGlobal(
    "fetch",
    jsonFetch({ "/api/v1/session": MANAGER_SESSION, "/printers": { printers } }),
  );
}

describe("displayLines", () => {
  it("shows the total, then what was handed over and the change (never negative)", () => {
    expect(displayLines(12300, 0)).toEqual(["合計 ¥12,300"]);
    expect(displayLines(12300, 15000)).toEqual(["合計 ¥12,300", "お預り ¥15,000", "お釣り ¥2,700"]);
    expect(displayLines(12300, 10000)).toEqual(["合計 ¥12,300", "お預り ¥10,000", "お釣り ¥0"]);
  });

  it("cuts a line to 44 columns, a full-width character counting two", () => {
    expect(clipColumns("a".repeat(50))).toBe("a".repeat(44));
    expect(clipColumns("あ".repeat(30))).toBe("あ".repeat(22));
    expect(clipColumns(`${"a".repeat(43)}あ`)).toBe("a".repeat(43));
  });
});

describe("CustomerDisplay", () => {
  it("sends the settled figures once after a pause, and a thank-you when the screen closes", async () => {
    stubPrinters([RECEIPT_PRINTER, DISPLAY]);
    send.mockResolvedValue(ONLINE);
    const view = renderWithProviders(<Paying total={12300} />);
    const status = await screen.findByTestId("customer-display-status");
    // Typing 15000 digit by digit (well inside the pause): only the last figures reach the display.
    for (const typed of ["1", "15", "150", "1500", "15000"]) {
      fireEvent.change(screen.getByLabelText("お預り"), { target: { value: typed } });
    }
    await waitFor(() => expect(status).toHaveTextContent("客面表示: 表示中"));
    await sleep(DISPLAY_DEBOUNCE_MS + 100);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      DISPLAY,
      "display",
      "<display>合計 ¥12,300|お預り ¥15,000|お釣り ¥2,700</display>",
      expect.anything(),
    );

    view.unmount();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(
      DISPLAY,
      "display",
      "<display>ありがとうございました</display>",
      expect.anything(),
    );
  });

  it("says so, dimmed, when the display cannot show the figures", async () => {
    stubPrinters([DISPLAY]);
    send.mockResolvedValue(failed("NETWORK_TIMEOUT", "機器から応答がありません", false));
    renderWithProviders(<CustomerDisplay loungeId={1} total={5000} paid={5000} />);
    const status = await screen.findByTestId("customer-display-status");
    await waitFor(() =>
      expect(status).toHaveTextContent("客面表示: 表示できません（機器から応答がありません）"),
    );
  });

  it("renders and sends nothing when the lounge has no display", async () => {
    const fetched = vi.fn();
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      fetched(String(input));
      return jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/printers": { printers: [RECEIPT_PRINTER] },
      })(input, init);
    });
    const view = renderWithProviders(<CustomerDisplay loungeId={1} total={5000} paid={6000} />);
    await waitFor(() => expect(fetched).toHaveBeenCalledWith("/printers?lounge_id=1"));
    await sleep(DISPLAY_DEBOUNCE_MS + 100);
    expect(screen.queryByTestId("customer-display-status")).not.toBeInTheDocument();
    view.unmount();
    expect(send).not.toHaveBeenCalled();
  });
});
