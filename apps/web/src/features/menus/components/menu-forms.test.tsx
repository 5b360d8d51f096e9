// The menu and reward forms on the shared form approach: the contract's schema names empty fields before
// anything is sent, an edit sends the update call's fields, and server field errors land on their fields.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { MenuForm } from "./menu-form-page";
import { RewardFormModal } from "./reward-form-modal";
import { apiError, fileOf, GENRES, json, MANAGER_SESSION, MENUS } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

type Sent = { path: string; method: string | undefined; body: unknown };

/** Records every call but the reads, answering each by path. */
function stub(answers: Record<string, (body: unknown) => Response>) {
  const sent: Sent[] = [];
  const routes: Parameters<typeof jsonFetch>[0] = {
    "/api/v1/session": MANAGER_SESSION,
    "/genres": GENRES,
  };
  for (const [path, answer] of Object.entries(answers)) {
    routes[path] = (_url: URL, init?: RequestInit) => {
      const body = init?.body instanceof FormData ? init.body : JSON.parse(String(init?.body));
      sent.push({ path, method: init?.method, body });
      return answer(body);
    };
  }
  vi.stubGlobal("fetch", jsonFetch(routes));
  return sent;
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "保存" }));

describe("menu form", { timeout: 20_000 }, () => {
  it("names the empty genre, name and price, and sends nothing", async () => {
    const sent = stub({ "/menus": () => json(MENUS[0], 201) });
    renderWithProviders(<MenuForm menu={null} loungeId={1} />);
    await screen.findByRole("option", { name: "ビール" });
    await submit();

    expect(await screen.findByText("ジャンルを選択してください")).toBeInTheDocument();
    expect(screen.getByText("メニュー名を入力してください")).toBeInTheDocument();
    expect(screen.getByText("価格を入力してください")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("sends an edit's fields (not the lounge) with the kept image", async () => {
    const beer = { ...MENUS[0]!, options: ["泡多め"], image: "/images/5" };
    const sent = stub({ "/menus/1": () => json({ ...beer, price: 850 }) });
    renderWithProviders(<MenuForm menu={beer} loungeId={1} />);
    await screen.findByRole("option", { name: "ビール" });
    const price = screen.getByLabelText(/価格/);
    await userEvent.clear(price);
    await userEvent.type(price, "850");
    await submit();

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: "/menus/1",
      method: "PUT",
      body: {
        menu: {
          genre_id: 10,
          name: "生ビール",
          price: 850,
          options: ["泡多め"],
          provide_flag: true,
          image_id: 5,
        },
      },
    });
  });
});

describe("reward form", { timeout: 20_000 }, () => {
  it("uploads the image, then registers the reward with its id, and closes", async () => {
    const onClose = vi.fn();
    const sent = stub({
      "/images": () =>
        json({ id: 31, url: "/images/31", size: 10, content_type: "image/png" }, 201),
      "/rewards": () =>
        json(
          {
            id: 8,
            lounge_id: 1,
            name: "乾杯ショット",
            provide_flag: false,
            row_order: 0,
            image: "/images/31",
          },
          201,
        ),
    });
    renderWithProviders(<RewardFormModal loungeId={1} reward={null} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText(/特典名/), "乾杯ショット");
    await userEvent.click(screen.getByLabelText("提供する"));
    await userEvent.upload(screen.getByLabelText("画像"), fileOf(10));
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((s) => s.path)).toEqual(["/images", "/rewards"]);
    expect((sent[0]!.body as FormData).get("lounge_id")).toBe("1");
    expect(sent[1]!.body).toEqual({
      lounge_id: 1,
      name: "乾杯ショット",
      provide_flag: false,
      image_id: 31,
    });
  });

  it("puts an edit's server field error on its field and keeps the value", async () => {
    const reward = {
      id: 8,
      lounge_id: 1,
      name: "乾杯ショット",
      provide_flag: true,
      row_order: 0,
      image: null,
    };
    const onClose = vi.fn();
    const sent = stub({
      "/rewards/8": () =>
        apiError(400, "validation_failed", "特典名は60文字以内で入力してください", {
          "reward.name": "特典名は60文字以内で入力してください",
        }),
    });
    renderWithProviders(<RewardFormModal loungeId={1} reward={reward} onClose={onClose} />);
    const name = await screen.findByLabelText(/特典名/);
    await userEvent.type(name, "・大");
    await submit();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "特典名は60文字以内で入力してください",
    );
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveValue("乾杯ショット・大");
    expect(sent).toEqual([
      {
        path: "/rewards/8",
        method: "PUT",
        body: { reward: { name: "乾杯ショット・大", image_id: null, provide_flag: true } },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
