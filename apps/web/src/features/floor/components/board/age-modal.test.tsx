// The age modal: the count offered shrinks to the remainder, add is disabled at the group's size,
// re-adding a year replaces its count, and the save sends age_list with the lock_version.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { AgeModal, putAge } from "./age-modal";
import { buildGroup } from "./board.fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const countOptions = () =>
  within(screen.getByLabelText("人数"))
    .queryAllByRole("option")
    .map((o) => o.textContent);

const add = async (year: string, count: string) => {
  await userEvent.selectOptions(screen.getByLabelText("生まれ年"), year);
  await userEvent.selectOptions(screen.getByLabelText("人数"), count);
  await userEvent.click(screen.getByRole("button", { name: "追加" }));
};

describe("AgeModal", () => {
  it("offers the domain's birth years and counts up to the remainder, then disables add", async () => {
    const group = buildGroup({ id: 1, num: 3 });
    renderWithProviders(
      <AgeModal
        group={group}
        loungeId={2}
        timeZone="Asia/Tokyo"
        onClose={() => {}}
        onFailed={() => {}}
      />,
    );
    const years = within(await screen.findByLabelText("生まれ年"))
      .getAllByRole("option")
      .filter((o) => (o as HTMLOptionElement).value !== "");
    expect(years).toHaveLength(51);
    expect(years.map((o) => o.textContent)).toContain("1990年 (平成2年)");
    expect(countOptions()).toEqual(["1名", "2名", "3名"]);

    await add("1990", "2");
    expect(countOptions()).toEqual(["1名"]);
    expect(screen.getByTestId("age-remainder")).toHaveTextContent("残り 1名");

    await add("1995", "1");
    expect(screen.getByTestId("age-remainder")).toHaveTextContent("残り 0名");
    expect(screen.getByRole("button", { name: "追加" })).toBeDisabled();
    expect(screen.getByLabelText("人数")).toBeDisabled();
    expect(countOptions()).toEqual([]);
  });

  it("replaces a year's count when that year is added again, and frees counts on removal", async () => {
    const group = buildGroup({ id: 1, num: 4, age_list: [{ age: "1990", num: 3 }] });
    renderWithProviders(
      <AgeModal
        group={group}
        loungeId={2}
        timeZone="Asia/Tokyo"
        onClose={() => {}}
        onFailed={() => {}}
      />,
    );
    expect(await screen.findByTestId("age-remainder")).toHaveTextContent("残り 1名");
    await add("1990", "1");
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("1990年 (平成2年)1名");
    expect(screen.getByTestId("age-remainder")).toHaveTextContent("残り 3名");
    await userEvent.click(screen.getByRole("button", { name: "1990年を削除" }));
    expect(screen.getByTestId("age-remainder")).toHaveTextContent("残り 4名");
  });

  it("saves age_list with the lock_version read when it opened", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/customer_groups/7": (_url: URL, init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return new Response(JSON.stringify({ id: 7, lock_version: 6, seat_id: 1, seats: [] }));
        },
      }),
    );
    const onClose = vi.fn();
    const group = buildGroup({ id: 7, num: 2, lock_version: 5 });
    renderWithProviders(
      <AgeModal
        group={group}
        loungeId={2}
        timeZone="Asia/Tokyo"
        onClose={onClose}
        onFailed={() => {}}
      />,
    );
    await add("2000", "2");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      { customer_group: { age_list: [{ age: "2000", num: 2 }], lock_version: 5 } },
    ]);
  });

  it("hands a failed save to the caller (which reopens the detail modal) with the message", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/customer_groups/7": () =>
          new Response(
            JSON.stringify({
              error: {
                code: "validation_failed",
                message: "年齢の人数の合計が組の人数（2名）を超えています",
              },
            }),
            { status: 400 },
          ),
      }),
    );
    const onFailed = vi.fn();
    renderWithProviders(
      <AgeModal
        group={buildGroup({ id: 7, num: 2 })}
        loungeId={2}
        timeZone="Asia/Tokyo"
        onClose={() => {}}
        onFailed={onFailed}
      />,
    );
    await add("2000", "1");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith("年齢の人数の合計が組の人数（2名）を超えています"),
    );
  });
});

describe("AgeModal's 保存", () => {
  const saving = () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/customer_groups/7": (_url: URL, init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return new Response(JSON.stringify({ id: 7, lock_version: 6, seat_id: 1, seats: [] }));
        },
      }),
    );
    return bodies;
  };

  it("is disabled while there is nothing to save, so it never reports a save of nothing", async () => {
    const bodies = saving();
    renderWithProviders(
      <AgeModal
        group={buildGroup({ id: 7, num: 2, age_list: [{ age: "1990", num: 1 }] })}
        loungeId={2}
        timeZone="Asia/Tokyo"
        onClose={() => {}}
        onFailed={() => {}}
      />,
    );
    const save = await screen.findByRole("button", { name: "保存" });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "1990年を削除" }));
    expect(save).toBeEnabled();
    expect(bodies).toEqual([]);
  });

  it("adds the chosen year when 追加 was not pressed, and saves it", async () => {
    const bodies = saving();
    const onClose = vi.fn();
    renderWithProviders(
      <AgeModal
        group={buildGroup({ id: 7, num: 2, lock_version: 5 })}
        loungeId={2}
        timeZone="Asia/Tokyo"
        onClose={onClose}
        onFailed={() => {}}
      />,
    );
    await userEvent.selectOptions(await screen.findByLabelText("生まれ年"), "1995");
    await userEvent.selectOptions(screen.getByLabelText("人数"), "2");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      { customer_group: { age_list: [{ age: "1995", num: 2 }], lock_version: 5 } },
    ]);
  });

  it("tells a change from another device inside the dialog and keeps the ages entered", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/customer_groups/7": () =>
          new Response(JSON.stringify({ error: { code: "conflict", message: "x" } }), {
            status: 409,
          }),
      }),
    );
    const onFailed = vi.fn();
    renderWithProviders(
      <AgeModal
        group={buildGroup({ id: 7, num: 2, lock_version: 5 })}
        loungeId={2}
        timeZone="Asia/Tokyo"
        onClose={() => {}}
        onFailed={onFailed}
      />,
    );
    await add("2000", "1");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByTestId("conflict-notice")).toHaveTextContent(
      "他の端末でこのグループが変更されました",
    );
    expect(screen.getByRole("row")).toHaveTextContent("2000年");
    expect(onFailed).not.toHaveBeenCalled();
  });
});

describe("putAge", () => {
  it("adds a new year newest first and replaces an existing year's count", () => {
    const ages = putAge([{ age: "1990", num: 1 }], { age: "1999", num: 2 });
    expect(ages).toEqual([
      { age: "1999", num: 2 },
      { age: "1990", num: 1 },
    ]);
    expect(putAge(ages, { age: "1990", num: 3 })).toEqual([
      { age: "1999", num: 2 },
      { age: "1990", num: 3 },
    ]);
  });
});
