// The crowd feed: how many men and women are at a lounge now, for the lounge's own website.
// Public (no session), and only for a lounge that opted in (`crowd_feed_public`); any other id is
// a 404 that does not say whether the lounge exists.
import { z } from "zod";

/** What the feed says: the board's counts at `updated_at`, and whether the lounge is open. */
export const ZCrowd = z.object({
  /** The lounge's name as its guests know it. */
  lounge: z.string(),
  /** People present on the men's side of the board (men and others), and on the women's. */
  mens: z.number().int().nonnegative(),
  ladys: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /**
   * Within the lounge's opening hours on its clock and not a day it closed; a lounge whose hours
   * are not set is open while someone is seated.
   */
  open: z.boolean(),
  /** The lounge's IANA time zone: a website shows `updated_at` on the lounge's clock. */
  time_zone: z.string(),
  /** When these counts were read (ISO 8601). */
  updated_at: z.string(),
});
export type Crowd = z.infer<typeof ZCrowd>;

const ZPeople = z.array(z.number().nonnegative());

/** People present at each quarter hour of the business day, averaged per weekday over 4 weeks. */
export const ZCrowdHistory = z.object({
  lounge: z.string(),
  /** The business days counted (the 28 before the current one), `YYYY-MM-DD`. */
  from: z.string(),
  to: z.string(),
  /** The current business day's weekday (0 = Sunday), the one a widget shows first. */
  today_weekday: z.number().int().min(0).max(6),
  bucket_minutes: z.number().int().positive(),
  /** The marks of a business day on the lounge's clock (`HH:mm`), from its cut-off on. */
  times: z.array(z.string()),
  /** Sunday first. `days`: that weekday's business days in the window with anyone present. */
  weekdays: z.array(
    z.object({
      weekday: z.number().int().min(0).max(6),
      days: z.number().int().nonnegative(),
      mens: ZPeople,
      ladys: ZPeople,
    }),
  ),
});
export type CrowdHistory = z.infer<typeof ZCrowdHistory>;

/** The 404 of a lounge that publishes nothing (or does not exist: the two are not told apart). */
export const CROWD_NOT_PUBLISHED = "この店舗の混雑状況は公開されていません";
