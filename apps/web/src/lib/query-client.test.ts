// The cache's mutations run now or never: offline they fail at once instead of waiting for the
// network and firing later (a ghost entry on the board).
import { MutationObserver, onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

afterEach(() => onlineManager.setOnline(true));

describe("createQueryClient", () => {
  it("never pauses a mutation while the browser is offline", async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let sent = 0;
    const observer = new MutationObserver(client, {
      mutationFn: async () => {
        sent += 1;
        throw new Error("offline");
      },
    });
    await expect(observer.mutate()).rejects.toThrow("offline");
    expect(sent).toBe(1);
    expect(
      client
        .getMutationCache()
        .getAll()
        .some((m) => m.state.isPaused),
    ).toBe(false);
  });
});
