// The crowd feed (issue 17): how many men and women are at a lounge now, for the lounge's own website.
// Public (no session), and only for a lounge that opted in (`crowd_feed_public`); any other id is
// a 404 that does not say whether the lounge exists.
import { z } from "zod";
import { ZIdParams } from "./common";
import { defineContract } from "./contract";

/** What the feed says: the board's counts at `updated_at`, and whether the lounge is open. */
export const ZCrowd = z.object({
  /** The lounge's name as its guests know it. */
  lounge: z.string(),
  /** People present on the men's side of the board (men and others), and on the women's. */
  mens: z.number().int().nonnegative(),
  ladys: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Someone is seated, or a staff member is on shift (clocked in this business day, not out). */
  open: z.boolean(),
  /** When these counts were read (ISO 8601). */
  updated_at: z.string(),
});
export type Crowd = z.infer<typeof ZCrowd>;

/** The 404 of a lounge that publishes nothing (or does not exist: the two are not told apart). */
export const CROWD_NOT_PUBLISHED = "この店舗の混雑状況は公開されていません";

export const crowdApi = {
  crowd: defineContract({
    method: "GET",
    path: "/public/lounges/:id/crowd",
    access: { public: true },
    summary: "混雑状況 (公開)",
    tags: ["public"],
    params: ZIdParams,
    response: ZCrowd,
  }),
};
