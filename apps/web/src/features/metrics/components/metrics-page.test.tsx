// Screen 15: both charts with a line per instance, the 80 % line and note, the window in the
// address and in the request, the failure path (console and Japanese message, retry), the
// unavailable note and the empty state.
import {
  CPU_FETCH_ERROR_LOG,
  CPU_FETCH_ERROR_MESSAGE,
  CPU_WARNING_NOTE,
  CPU_WINDOW_HOURS,
  type CpuUtilization,
  cpuWindowLabel,
} from "@lounge-office/domain/metrics";
import type { Session } from "@lounge-office/domain/session";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { NO_DATA_TEXT } from "./cpu-chart";
import { DATABASE_CHART_TITLE, MetricsPage, WEB_CHART_TITLE } from "./metrics-page";

const FETCH_PATH = "/metrics/cpu_utilization/fetch_data";
const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const ADMIN_SESSION: Session = {
  staff: {
    id: 1,
    name: "本部 管理",
    account: "admin",
    role: "admin",
    role_ja: "管理者",
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const points = (...values: number[]) =>
  values.map((value, i) => ({ time: minutesAgo(values.length - i), value }));

const TWO_WEB_SERVERS: CpuUtilization = {
  ec2: [
    { name: "app1.example.internal:3000", cpu_data: points(12.5, 20, 35.2), unavailable: false },
    { name: "app2.example.internal:3000", cpu_data: points(5, 7.5, 9), unavailable: false },
  ],
  rds: [{ name: "postgres@db1", cpu_data: points(40, 85.5, 60), unavailable: false }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The window each request asked for, in order. */
let asked: string[] = [];
function serve(answer: (url: URL) => Response | Promise<Response>) {
  asked = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": ADMIN_SESSION,
      [FETCH_PATH]: (url: URL) => {
        asked.push(url.searchParams.get("hours") ?? "");
        return answer(url) as Response;
      },
    }),
  );
}

const chart = (title: string) => screen.findByRole("region", { name: title });
/** The red reference line is drawn at the height of the y axis' 80 % tick. */
function expectWarningLineAt80(region: HTMLElement) {
  const line = region.querySelector(".recharts-reference-line-line");
  const tick = [...region.querySelectorAll(".recharts-cartesian-axis-tick-value")].find(
    (text) => text.textContent === "80%",
  );
  expect(line).not.toBeNull();
  expect(tick).toBeDefined();
  expect(Number(line?.getAttribute("y1"))).toBeCloseTo(Number(tick?.getAttribute("y")), 3);
}

const lineCount = (region: HTMLElement) => region.querySelectorAll(".recharts-line-curve").length;

beforeEach(() => {
  // jsdom lays nothing out: give the charts' responsive container a size, as a browser would,
  // so recharts draws its lines instead of waiting for a measurable box.
  const measure = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    if (this.classList.contains("recharts-responsive-container")) {
      return {
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        right: 800,
        bottom: 240,
        width: 800,
        height: 240,
      } as DOMRect;
    }
    return measure.call(this);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("MetricsPage", () => {
  it("draws both charts, a line per instance, the 80 % line and the note under each; 3 hours by default", async () => {
    serve(() => json(TWO_WEB_SERVERS));
    renderWithProviders(<MetricsPage />, { path: "/metrics/cpu_utilization" });

    const web = await chart(WEB_CHART_TITLE);
    const database = await chart(DATABASE_CHART_TITLE);
    await waitFor(() => expect(lineCount(web)).toBe(2));
    await waitFor(() => expect(lineCount(database)).toBe(1));
    for (const region of [web, database]) {
      expectWarningLineAt80(region);
      expect(within(region).getByText(CPU_WARNING_NOTE)).toBeInTheDocument();
      expect(within(region).queryByText(NO_DATA_TEXT)).toBeNull();
    }
    // The x axis reads as a clock (HH:mm), the y axis runs 0–100 %, the legend names the instances.
    const xLabels = [
      ...web.querySelectorAll('.recharts-cartesian-axis-tick-value[orientation="bottom"]'),
    ];
    expect(xLabels.length).toBeGreaterThan(2);
    for (const label of xLabels) expect(label.textContent).toMatch(/^\d{2}:\d{2}$/);
    expect(within(web).getByText("100%")).toBeInTheDocument();
    expect(within(web).getByText("app1.example.internal:3000")).toBeInTheDocument();
    expect(asked).toEqual(["3"]);
    expect(screen.getByRole("radio", { name: "3時間" })).toBeChecked();
  });

  it("asks the server again for the window chosen and keeps it in the address", async () => {
    serve(() => json(TWO_WEB_SERVERS));
    const { router } = renderWithProviders(<MetricsPage />, { path: "/metrics/cpu_utilization" });
    await chart(WEB_CHART_TITLE);
    // Every window named as the domain names it.
    for (const hours of CPU_WINDOW_HOURS) {
      expect(screen.getByRole("radio", { name: cpuWindowLabel(hours) })).toBeInTheDocument();
    }

    await userEvent.click(screen.getByRole("radio", { name: "6時間" }));
    await waitFor(() => expect(asked).toEqual(["3", "6"]));
    expect(router.state.location.search).toBe("?hours=6");
    await userEvent.click(screen.getByRole("radio", { name: "14日" }));
    await waitFor(() => expect(asked).toEqual(["3", "6", "336"]));
    expect(router.state.location.search).toBe("?hours=336");
  });

  it("opens on the window in the address; an unknown one falls back to 3 hours", async () => {
    serve(() => json(TWO_WEB_SERVERS));
    renderWithProviders(<MetricsPage />, { path: "/metrics/cpu_utilization?hours=24" });
    await chart(WEB_CHART_TITLE);
    expect(asked).toEqual(["24"]);
    expect(screen.getByRole("radio", { name: "1日" })).toBeChecked();

    serve(() => json(TWO_WEB_SERVERS));
    renderWithProviders(<MetricsPage />, { path: "/metrics/cpu_utilization?hours=5000" });
    await waitFor(() => expect(asked).toEqual(["3"]));
  });

  it("shows a placeholder while the first answer is on its way", async () => {
    serve(() => new Promise<Response>(() => {}));
    renderWithProviders(<MetricsPage />, { path: "/metrics/cpu_utilization" });
    expect(await screen.findByLabelText(`${WEB_CHART_TITLE}を読み込み中`)).toBeInTheDocument();
    expect(screen.getByLabelText(`${DATABASE_CHART_TITLE}を読み込み中`)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: WEB_CHART_TITLE })).toBeNull();
  });

  it("logs a failed fetch as the original system does, says so in Japanese and retries on request", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    serve(() => {
      if (fail) throw new TypeError("Failed to fetch");
      return json(TWO_WEB_SERVERS);
    });
    renderWithProviders(<MetricsPage />, { path: "/metrics/cpu_utilization" });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(CPU_FETCH_ERROR_MESSAGE);
    const failures = logged.mock.calls.filter(([first]) => first === CPU_FETCH_ERROR_LOG);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.[0]).toBe("Error fetching CPU utilization data");
    expect(failures[0]?.[1]).toBeInstanceOf(ApiError);
    expect(screen.queryByRole("region", { name: WEB_CHART_TITLE })).toBeNull();

    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "再読み込み" }));
    const web = await chart(WEB_CHART_TITLE);
    await waitFor(() => expect(lineCount(web)).toBe(2));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(asked).toEqual(["3", "3"]);
  });

  it("notes an instance that could not be measured", async () => {
    serve(() =>
      json({
        ec2: TWO_WEB_SERVERS.ec2,
        rds: [{ name: "db.example.com:5432", cpu_data: [], unavailable: true }],
      }),
    );
    renderWithProviders(<MetricsPage />, { path: "/metrics/cpu_utilization" });
    const database = await chart(DATABASE_CHART_TITLE);
    expect(within(database).getByText("db.example.com:5432: 測定できません")).toBeInTheDocument();
    const web = await chart(WEB_CHART_TITLE);
    expect(within(web).queryByText(/測定できません/)).toBeNull();
  });

  it("says no data has been recorded yet when there is none", async () => {
    serve(() => json({ ec2: [], rds: [] }));
    renderWithProviders(<MetricsPage />, { path: "/metrics/cpu_utilization" });
    for (const title of [WEB_CHART_TITLE, DATABASE_CHART_TITLE]) {
      const region = await chart(title);
      expect(within(region).getByText(NO_DATA_TEXT)).toBeInTheDocument();
      expect(within(region).getByText(CPU_WARNING_NOTE)).toBeInTheDocument();
      expect(lineCount(region)).toBe(0);
      // The axes and the 80 % line are drawn all the same, so the empty chart reads as a chart.
      await waitFor(() => expectWarningLineAt80(region));
    }
  });
});
