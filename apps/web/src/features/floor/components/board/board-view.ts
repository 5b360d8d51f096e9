// Pure helpers of the board: names and links, the calls merged from the poll, live stay minutes.
import {
  type Board,
  type BoardGender,
  type BoardGroup,
  type BoardSeat,
  boardSideOf,
  type IconDetail,
  type TimeUp,
  timeUpOf,
  type WarnIcon,
} from "@lounge-office/domain/floor";
import { minutesBetween } from "@lounge-office/domain/shared";
import { formatTime } from "../../../../lib/format";
import { GENDER_NAME, groupOf, GENDER_MARK as MARKS, t } from "./messages";

export type FeeRuleOption = Board["fee_rules"][number];

// The two sides of a seat (others sit with the men), named and marked in this page's language.
export const GENDER_LABEL: Record<BoardGender, string> = GENDER_NAME;
export const GENDER_MARK: Record<BoardGender, string> = MARKS;

/** The board shows `others` with the men, as the server's `group_mens` does. */
export const boardGenderOf = (group: Pick<BoardGroup, "gender">): BoardGender =>
  boardSideOf(group.gender);

export const otherGender = (gender: BoardGender): BoardGender =>
  gender === "mens" ? "ladys" : "mens";

export const groupsOf = (seat: BoardSeat, gender: BoardGender) =>
  gender === "mens" ? seat.group_mens : seat.group_ladys;

export const countOf = (seat: BoardSeat, gender: BoardGender) =>
  gender === "mens" ? seat.mens : seat.ladys;

export const labelClassOf = (seat: BoardSeat, gender: BoardGender) =>
  gender === "mens" ? seat.mens_label_class : seat.ladys_label_class;

export function findGroup(board: Board, id: number) {
  for (const seat of board.seats) {
    const group = [...seat.group_mens, ...seat.group_ladys].find((g) => g.id === id);
    if (group) return { seat, group };
  }
  return null;
}

/** Every group on the floor, in the board's seat order, then by arrival. */
export function presentGroups(board: Board) {
  return board.seats.flatMap((seat) =>
    [...seat.group_mens, ...seat.group_ladys]
      .sort((a, b) => a.service_start_at.localeCompare(b.service_start_at))
      .map((group) => ({ seat, group })),
  );
}

export { formatTime, formatYen } from "../../../../lib/format";

/** A group with its arrival: 「男性 2名 VIP 19:05〜」. */
export const describeGroup = (group: BoardGroup, timeZone: string) =>
  t("groupSince", {
    group: `${groupOf(group.gender, group.num)}${group.fee_rule && boardGenderOf(group) === "mens" ? ` ${group.fee_rule}` : ""}`,
    time: formatTime(group.service_start_at, timeZone),
  });

export { accountingHref } from "../../../../lib/page-links";

export type WarnLevelOf = (group: BoardGroup) => number | null;

/**
 * Calls reach the board three ways: realtime and our own calls patch the board, and the 60 s poll
 * answers separately. Whichever answered last is the truth, so a stopped call never lingers.
 */
export function warnLevelResolver(
  icons: WarnIcon[] | undefined,
  iconsUpdatedAt: number,
  boardUpdatedAt: number,
): WarnLevelOf {
  if (!icons || iconsUpdatedAt <= boardUpdatedAt) return (group) => group.warn_level;
  const byGroup = new Map(icons.map((icon) => [icon.group_id, icon.level]));
  return (group) => byGroup.get(group.id) ?? null;
}

/** Groups at or past their rule's warning lead, most overdue first (the time-up panel). */
export function dueGroups(seats: readonly BoardSeat[], nowMs: number) {
  const due: { seat: BoardSeat; group: BoardGroup; timeUp: TimeUp }[] = [];
  for (const seat of seats) {
    for (const group of [...seat.group_mens, ...seat.group_ladys]) {
      const timeUp = timeUpOf(group, nowMs);
      if (timeUp && timeUp.state !== "ok") due.push({ seat, group, timeUp });
    }
  }
  return due.sort((a, b) => a.timeUp.remaining - b.timeUp.remaining || a.group.id - b.group.id);
}

/** A group's set on its label: minutes left, or how far past the end. */
export const timeUpLabel = ({ remaining }: TimeUp) =>
  remaining > 0
    ? t("timeUp.left", { minutes: remaining })
    : t("timeUp.over", { minutes: -remaining });
/** The same for a screen reader and the time-up panel (in English it holds the label's words). */
export const timeUpSpoken = ({ remaining }: TimeUp) =>
  remaining > 0
    ? t("timeUp.leftSpoken", { minutes: remaining })
    : t("timeUp.overSpoken", { minutes: -remaining });

export const warnClass = (level: number | null) => (level ? `warn-${level}` : undefined);

export type IconDetailsBySeat = Map<string, IconDetail>;
export const iconDetailKey = (seatId: number, gender: BoardGender) => `${seatId}:${gender}`;
export const indexIconDetails = (details: IconDetail[] | undefined): IconDetailsBySeat =>
  new Map((details ?? []).map((d) => [iconDetailKey(d.seat_id, d.gender), d]));

/**
 * Solo and share minutes now. The server's figures already count the open stretch up to when it
 * answered (`receivedAt`), so only the whole minutes passed since then are added to the current
 * status; counting from `status_start_at` alone would count the open stretch twice.
 */
export function liveMinutes(
  group: Pick<BoardGroup, "status" | "status_start_at" | "solo_min" | "share_min">,
  receivedAt: number,
  now: number,
) {
  const start = Date.parse(group.status_start_at);
  const extra = Math.max(0, minutesBetween(start, now) - minutesBetween(start, receivedAt));
  return group.status === "solo"
    ? { solo: group.solo_min + extra, share: group.share_min }
    : { solo: group.solo_min, share: group.share_min + extra };
}

// When each group object arrived: the query cache keeps unchanged groups as the same objects
// (structural sharing), so a group's first sighting is when its figures were computed.
const receivedAtByGroup = new WeakMap<BoardGroup, number>();

export function stampReceipt(board: Board, at: number) {
  for (const seat of board.seats) {
    for (const group of [...seat.group_mens, ...seat.group_ladys]) {
      if (!receivedAtByGroup.has(group)) receivedAtByGroup.set(group, at);
    }
  }
}

export const receivedAtOf = (group: BoardGroup, fallback: number) =>
  receivedAtByGroup.get(group) ?? fallback;

/** A matched set's mark on the board: a letter and a colour slot (0-based) shared by its groups. */
export type MatchMark = { letter: string; slot: number };
export const MATCH_SLOTS = 6;

/**
 * The seat's matched sets (groups joined by `matched_group_ids`, taken both ways), each marked with a
 * letter in the order of its earliest arrival, so staff see who shares the table with whom.
 * Unmatched groups have no mark.
 */
export function matchMarksOf(seat: BoardSeat): Map<number, MatchMark> {
  const groups = [...seat.group_mens, ...seat.group_ladys].sort((a, b) =>
    a.service_start_at === b.service_start_at
      ? a.id - b.id
      : a.service_start_at.localeCompare(b.service_start_at),
  );
  const here = new Set(groups.map((g) => g.id));
  const parent = new Map(groups.map((g) => [g.id, g.id]));
  const root = (id: number): number => {
    const up = parent.get(id) ?? id;
    return up === id ? id : root(up);
  };
  for (const group of groups) {
    for (const other of group.matched_group_ids) {
      if (here.has(other)) parent.set(root(other), root(group.id));
    }
  }
  const setSize = new Map<number, number>();
  for (const group of groups) setSize.set(root(group.id), (setSize.get(root(group.id)) ?? 0) + 1);
  const marks = new Map<number, MatchMark>();
  const bySet = new Map<number, MatchMark>();
  for (const group of groups) {
    const key = root(group.id);
    if ((setSize.get(key) ?? 0) < 2) continue;
    let mark = bySet.get(key);
    if (!mark) {
      const n = bySet.size;
      mark = { letter: String.fromCharCode(65 + (n % 26)), slot: n % MATCH_SLOTS };
      bySet.set(key, mark);
    }
    marks.set(group.id, mark);
  }
  return marks;
}
