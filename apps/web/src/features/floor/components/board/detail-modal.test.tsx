// The group's detail modal shows the group's id with a copy button (screen 19) that copies the id.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copiedBy, copyButton } from "../../../../test/clipboard";
import { renderWithProviders } from "../../../../test/render";
import { buildBoard, buildGroup, buildSeat } from "./board.fixtures";
import { DetailModal } from "./detail-modal";

const group = buildGroup({ id: 4321, gender: "ladys", num: 3, seat_id: 1 });
const BOARD = buildBoard([buildSeat({ id: 1, name: "A1", group_ladys: [group] })]);

const noop = () => {};

describe("DetailModal", () => {
  it("copies the group's id", async () => {
    renderWithProviders(
      <DetailModal
        groupId={group.id}
        board={BOARD}
        boardUpdatedAt={Date.parse(BOARD.server_time)}
        loungeId={BOARD.lounge.id}
        warnLevelOf={() => null}
        onClose={noop}
        onEditComment={noop}
        onEditAges={noop}
        onCorrect={noop}
        onCancelEntry={noop}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "女性 3名 — A1" });
    expect(screen.getByTestId("group-id")).toHaveTextContent("4321");
    expect(await copiedBy(copyButton(dialog, "組ID"))).toEqual(["4321"]);
  });
});
