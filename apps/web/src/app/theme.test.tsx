// The theme names every ✕: a dialog's, a drawer's, a notice's and an alert's close button reads
// 「閉じる」 to a screen reader, without each screen remembering to say so.
import { Alert, Drawer, Modal, Notification } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";

describe("theme", () => {
  it("names the close buttons of a dialog, a drawer, a notification and an alert 「閉じる」", async () => {
    renderWithProviders(
      <>
        <Modal opened onClose={() => {}} title="ダイアログ">
          中身
        </Modal>
        <Drawer opened onClose={() => {}} title="ドロワー">
          中身
        </Drawer>
        <Notification onClose={() => {}}>通知</Notification>
        <Alert withCloseButton onClose={() => {}}>
          警告
        </Alert>
      </>,
    );
    await screen.findByRole("dialog", { name: "ダイアログ" });
    expect(screen.getAllByRole("button", { name: "閉じる" })).toHaveLength(4);
  });
});
