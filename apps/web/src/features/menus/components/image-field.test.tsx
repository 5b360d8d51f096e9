// The image field's size label and the forms' submit state: exactly 1 MB passes, one byte more flags the field
// and disables submit (menu form and reward form); a save uploads the image first and keeps values on error.
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "@lounge-office/domain/menus";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCsrfToken } from "../../../lib/api-client";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { MenuForm } from "./menu-form-page";
import { RewardFormModal } from "./reward-form-modal";
import { apiError, fileOf, GENRES, json, MANAGER_SESSION } from "./test-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

const imageInput = () => screen.getByLabelText("画像") as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: "保存" });

describe("menu form image field", { timeout: 20_000 }, () => {
  it("shows the size and enables submit at exactly 1 MB; flags the field and disables submit one byte over", async () => {
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/session": MANAGER_SESSION, "/genres": GENRES }));
    renderWithProviders(<MenuForm menu={null} loungeId={1} />);

    await userEvent.upload(imageInput(), fileOf(IMAGE_MAX_BYTES));
    expect(screen.getByTestId("image-file-size")).toHaveTextContent("ファイルサイズ:1.00MB");
    expect(screen.queryByText(IMAGE_TOO_LARGE_MESSAGE)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();

    await userEvent.upload(imageInput(), fileOf(IMAGE_MAX_BYTES + 1));
    expect(screen.getByTestId("image-file-size")).toHaveTextContent("ファイルサイズ:1.00MB");
    expect(screen.getByText(IMAGE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(imageInput()).toHaveAttribute("aria-invalid", "true");
    expect(submit()).toBeDisabled();

    await userEvent.upload(imageInput(), fileOf(440_402));
    expect(screen.getByTestId("image-file-size")).toHaveTextContent("ファイルサイズ:0.42MB");
    expect(submit()).toBeEnabled();
  });

  it("uploads the image first (multipart, CSRF token), shows server errors on the fields and keeps the values", async () => {
    // As the app does once the session has loaded: every mutation, the upload too, carries it.
    setCsrfToken(MANAGER_SESSION.csrf_token);
    const calls: { path: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/genres": GENRES,
        "/images": (_url: URL, init?: RequestInit) => {
          calls.push({ path: "/images", init });
          return json({ id: 77, url: "/images/77", size: 1000, content_type: "image/png" }, 201);
        },
        "/menus": (_url: URL, init?: RequestInit) => {
          calls.push({ path: "/menus", init });
          return apiError(400, "validation_failed", "メニュー名は60文字以内で入力してください", {
            name: "メニュー名は60文字以内で入力してください",
          });
        },
      }),
    );
    renderWithProviders(<MenuForm menu={null} loungeId={1} />);
    await screen.findByRole("option", { name: "ビール" });
    await userEvent.selectOptions(screen.getByLabelText(/ジャンル/), "10");
    await userEvent.type(screen.getByLabelText(/メニュー名/), "特製ハイボール");
    await userEvent.type(screen.getByLabelText(/価格/), "750");
    await userEvent.type(screen.getByLabelText("オプション"), "濃いめ,薄め{Enter}");
    await userEvent.upload(imageInput(), fileOf(1000));
    await userEvent.click(submit());

    await screen.findAllByText("メニュー名は60文字以内で入力してください");
    expect(calls.map((c) => c.path)).toEqual(["/images", "/menus"]);
    const upload = calls[0]!.init!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get("lounge_id")).toBe("1");
    expect((upload.headers as Record<string, string>)["x-csrf-token"]).toBe("csrf-token-1");
    expect(JSON.parse(String(calls[1]!.init!.body))).toMatchObject({
      lounge_id: 1,
      genre_id: 10,
      name: "特製ハイボール",
      price: 750,
      options: ["濃いめ", "薄め"],
      image_id: 77,
    });
    // Nothing typed is lost.
    expect(screen.getByLabelText(/メニュー名/)).toHaveValue("特製ハイボール");
    expect(screen.getByRole("button", { name: "「薄め」を削除" })).toBeInTheDocument();
    expect(screen.getByTestId("image-file-size")).toHaveTextContent("ファイルサイズ:0.00MB");

    // Saving again reuses the uploaded image instead of uploading it twice.
    await userEvent.click(submit());
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(["/images", "/menus", "/menus"]));
  });
});

describe("reward form image field", { timeout: 20_000 }, () => {
  it("disables submit over 1 MB and enables it at 1 MB", async () => {
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/session": MANAGER_SESSION }));
    renderWithProviders(<RewardFormModal loungeId={1} reward={null} onClose={() => {}} />);
    const input = (await screen.findByLabelText("画像")) as HTMLInputElement;
    await userEvent.upload(input, fileOf(IMAGE_MAX_BYTES + 1));
    expect(screen.getByText(IMAGE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await userEvent.upload(input, fileOf(IMAGE_MAX_BYTES));
    expect(screen.getByTestId("image-file-size")).toHaveTextContent("ファイルサイズ:1.00MB");
    expect(submit()).toBeEnabled();
  });
});
