// Screen 17 for groups: なし for an empty comment, the field filled with the comment, lock_version sent, 409 shown.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactElement, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { GroupCommentDialog } from "./group-comment-dialog";
import { json } from "./reports/test-fixtures";

afterEach(() => vi.unstubAllGlobals());

function stub(answer: () => Response) {
  const sent: { url: string; method?: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/customer_groups/42": (url: URL, init?: RequestInit) => {
        sent.push({
          url: url.pathname,
          method: init?.method,
          body: JSON.parse(String(init?.body)),
        });
        return answer();
      },
    }),
  );
  return sent;
}

describe("GroupCommentDialog", () => {
  it("shows なし for an empty comment and sends the comment with the group's lock_version", async () => {
    const sent = stub(() => json({ id: 42, lock_version: 4, seat_id: 1, seats: [] }));
    const onClose = vi.fn();
    renderWithProviders(
      <GroupCommentDialog
        group={{ id: 42, comment: "", lock_version: 3 }}
        loungeId={1}
        onClose={onClose}
      />,
    );
    expect(await screen.findByTestId("current-comment")).toHaveTextContent("なし");
    const field = screen.getByLabelText("コメント");
    expect(field).toHaveValue("");
    await userEvent.type(field, "窓側希望");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: "/customer_groups/42",
        method: "PUT",
        body: { customer_group: { comment: "窓側希望", lock_version: 3 } },
      },
    ]);
  });

  it("fills the field with the current comment", async () => {
    stub(() => json({ id: 42, lock_version: 1, seat_id: 1, seats: [] }));
    renderWithProviders(
      <GroupCommentDialog
        loungeId={1}
        group={{ id: 42, comment: "常連様", lock_version: 0 }}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByLabelText("コメント")).toHaveValue("常連様");
    expect(screen.getByTestId("current-comment")).toHaveTextContent("常連様");
    expect(screen.getByTestId("current-comment")).not.toHaveTextContent("なし");
  });

  it("on a stale lock_version shows the comment now, keeps the typed text and resends on the newest version", async () => {
    let status = 409;
    const sent = stub(() =>
      status === 409
        ? json({ error: { code: "conflict", message: "他の端末で変更されました" } }, 409)
        : json({ id: 42, lock_version: 6, seat_id: 1, seats: [] }),
    );
    const onClose = vi.fn();
    const { rerender } = renderDialog(
      <GroupCommentDialog
        group={{ id: 42, comment: "", lock_version: 3 }}
        loungeId={1}
        onClose={onClose}
      />,
    );
    // Another device saved a comment while this one was open: the live copy moves on.
    rerender(
      <GroupCommentDialog
        group={{ id: 42, comment: "VIP対応", lock_version: 4 }}
        loungeId={1}
        onClose={onClose}
      />,
    );
    await userEvent.type(await screen.findByLabelText("コメント"), "窓側希望");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    const notice = await screen.findByTestId("conflict-notice");
    expect(notice).toHaveTextContent("他の端末でこのグループが変更されました");
    expect(screen.getByTestId("conflict-now")).toHaveTextContent("コメント「VIP対応」");
    expect(screen.getByLabelText("コメント")).toHaveValue("窓側希望");
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "最新の状態で開き直す" }));
    expect(screen.getByTestId("current-comment")).toHaveTextContent("VIP対応");
    expect(screen.getByLabelText("コメント")).toHaveValue("窓側希望");
    status = 200;
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((s) => s.body)).toEqual([
      { customer_group: { comment: "窓側希望", lock_version: 3 } },
      { customer_group: { comment: "窓側希望", lock_version: 4 } },
    ]);
  });

  it("puts the server's field message on the comment field", async () => {
    const message = "コメントは500文字以内で入力してください";
    stub(() =>
      json(
        {
          error: {
            code: "validation_failed",
            message,
            fields: { "customer_group.comment": message },
          },
        },
        400,
      ),
    );
    renderWithProviders(
      <GroupCommentDialog
        group={{ id: 42, comment: "", lock_version: 0 }}
        loungeId={1}
        onClose={vi.fn()}
      />,
    );
    const field = await screen.findByLabelText("コメント");
    await userEvent.type(field, "a");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    // Mantine describes an invalid input by its error text.
    expect(field).toHaveAccessibleDescription(message);
  });

  it("checks the comment with the call's schema before sending", async () => {
    const sent = stub(() => json({ id: 42, lock_version: 1, seat_id: 1, seats: [] }));
    renderWithProviders(
      <GroupCommentDialog
        group={{ id: 42, comment: "", lock_version: 0 }}
        loungeId={1}
        onClose={vi.fn()}
      />,
    );
    const field = await screen.findByLabelText("コメント");
    await userEvent.click(field);
    await userEvent.paste("あ".repeat(501));
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("コメントは500文字以内で入力してください")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

/** Renders with a rerender that keeps the providers (the live group changing under the dialog). */
function renderDialog(element: ReactElement) {
  let set: ((element: ReactElement) => void) | undefined;
  function Slot() {
    const [shown, setShown] = useState(element);
    set = setShown;
    return shown;
  }
  renderWithProviders(<Slot />);
  return { rerender: (next: ReactElement) => act(() => set?.(next)) };
}
