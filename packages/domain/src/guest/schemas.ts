// The guest page: staff hand a group a link (a QR code) to `/g/{token}`, where its guests
// see their seat, their minutes, the charge so far (the bill's own computation), what the next unit
// costs and when, and their rule's prices — nothing of any other group and no staff names. Public,
// rate-limited; a link ends when revoked, after 12 hours, or at settlement (then it shows only the
// settled total).
import { z } from "zod";
import { ZGender } from "../shared/pricing/pricing-schema";

/** How long a link works at most. */
export const GUEST_LINK_HOURS = 12;
/** 24 random bytes (192 bits), base64url: 32 characters. */
export const GUEST_TOKEN_LENGTH = 32;

/** Unknown, revoked and expired links all read the same: a link tells nothing about others. */
export const GUEST_LINK_INVALID =
  "このリンクは使えません（期限切れか、取り消されました）。スタッフにお声がけください";
export const GUEST_RATE_LIMITED = "アクセスが集中しています。少し待ってからもう一度開いてください";

const ZGuestToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: GUEST_LINK_INVALID });
export const ZGuestTokenParams = z.object({ token: ZGuestToken });

export const ZGuestLinkIssued = z.object({
  /** Shown once (in the QR code): only its hash is kept. */
  token: z.string(),
  path: z.string(),
  expires_at: z.string(),
});
export type GuestLinkIssued = z.infer<typeof ZGuestLinkIssued>;

export const ZGuestLinkStatus = z.object({
  live: z.boolean(),
  issued_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type GuestLinkStatus = z.infer<typeof ZGuestLinkStatus>;

const ZYen = z.number().int();

/** The lounge's IANA zone: the page shows every time on the lounge's clock, not the phone's. */
const ZLoungeTimeZone = z.string();

export const ZGuestPresent = z.object({
  state: z.literal("present"),
  lounge: z.string(),
  time_zone: ZLoungeTimeZone,
  seat: z.string(),
  gender: ZGender,
  num: z.number().int(),
  fee_rule: z.string(),
  entered_at: z.string(),
  solo_minutes: z.number().int(),
  share_minutes: z.number().int(),
  /** The charge so far, as the bill prices it at `priced_at` (tax included). */
  charge: z.object({
    time: ZYen,
    special: ZYen,
    orders: ZYen,
    extra: ZYen,
    total: ZYen,
    consumption_tax: ZYen,
  }),
  orders: z.array(
    z.object({ name: z.string(), option: z.string(), num: z.number().int(), price: ZYen }),
  ),
  /** When the charge next rises (a new time unit) and by how much, if the stay goes on as it is. */
  next_unit: z.object({ at: z.string(), price: ZYen }).nullable(),
  /** The rule's set, if it names one: minutes left (negative past it). */
  time_up: z
    .object({
      set_minutes: z.number().int(),
      remaining: z.number().int(),
      state: z.enum(["ok", "warn", "over"]),
    })
    .nullable(),
  /** Their rule's price per unit and person today, by clock hour, alone and matched. */
  prices: z.object({
    unit_minutes: z.number().int(),
    rows: z.array(z.object({ hour: z.number().int(), solo: ZYen, share: ZYen })),
  }),
  priced_at: z.string(),
  expires_at: z.string(),
});

export const ZGuestSettled = z.object({
  state: z.literal("settled"),
  lounge: z.string(),
  time_zone: ZLoungeTimeZone,
  /** What the settlement came to (all the groups it covered) and how many groups. */
  total: ZYen,
  groups: z.number().int(),
  settled_at: z.string(),
});

export const ZGuestView = z.discriminatedUnion("state", [ZGuestPresent, ZGuestSettled]);
export type GuestView = z.infer<typeof ZGuestView>;
export type GuestPresent = z.infer<typeof ZGuestPresent>;
