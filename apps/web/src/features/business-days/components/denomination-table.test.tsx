// The drawer count table: a row per note and coin, each row's yen and the total following what is
// typed (numeric keypad, 44 px inputs), blanks counting as none; read-only it shows a stored count.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { type CountDraft, countsOf, draftOf, emptyCounts } from "./day-format";
import { DenominationTable } from "./denomination-table";

let latest: CountDraft = {};

function Counting() {
  const [value, setValue] = useState<CountDraft>(emptyCounts);
  latest = value;
  return (
    <DenominationTable label="レジ金の金種" value={value} onChange={setValue} totalTestId="total" />
  );
}

describe("DenominationTable", () => {
  it("lists the ten denominations with a 0 total when nothing is counted", async () => {
    renderWithProviders(<Counting />);
    const table = await screen.findByRole("table", { name: "レジ金の金種" });
    const labels = within(table)
      .getAllByRole("row")
      .slice(1, -1)
      .map((row) => row.querySelector("td")?.textContent);
    expect(labels).toEqual([
      "1万円札",
      "5千円札",
      "2千円札",
      "千円札",
      "500円玉",
      "100円玉",
      "50円玉",
      "10円玉",
      "5円玉",
      "1円玉",
    ]);
    expect(screen.getByTestId("total")).toHaveTextContent("¥0");
  });

  it("shows each row's yen and the total as counts are typed, on the numeric keypad", async () => {
    renderWithProviders(<Counting />);
    const thousands = await screen.findByRole("textbox", { name: "千円札の枚数" });
    expect(thousands).toHaveAttribute("inputmode", "numeric");
    await userEvent.type(thousands, "20");
    await userEvent.type(screen.getByRole("textbox", { name: "500円玉の枚数" }), "10");
    await userEvent.type(screen.getByRole("textbox", { name: "1円玉の枚数" }), "7");
    expect(screen.getByTestId("subtotal-1000")).toHaveTextContent("¥20,000");
    expect(screen.getByTestId("subtotal-500")).toHaveTextContent("¥5,000");
    expect(screen.getByTestId("subtotal-1")).toHaveTextContent("¥7");
    expect(screen.getByTestId("total")).toHaveTextContent("¥25,007");
    // What the server is sent: every denomination, blanks as 0.
    expect(countsOf(latest)).toEqual({
      "10000": 0,
      "5000": 0,
      "2000": 0,
      "1000": 20,
      "500": 10,
      "100": 0,
      "50": 0,
      "10": 0,
      "5": 0,
      "1": 7,
    });

    await userEvent.clear(thousands);
    expect(screen.getByTestId("total")).toHaveTextContent("¥5,007");
  });

  it("shows a stored count read-only", async () => {
    renderWithProviders(
      <DenominationTable
        label="締めたレジ金の金種"
        value={draftOf({ "10000": 4, "1000": 5, "10": 1 })}
        onChange={() => {}}
        readOnly
        totalTestId="total"
      />,
    );
    const table = await screen.findByRole("table", { name: "締めたレジ金の金種" });
    expect(within(table).queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.getByTestId("subtotal-10000")).toHaveTextContent("¥40,000");
    expect(screen.getByTestId("total")).toHaveTextContent("¥45,010");
  });
});
