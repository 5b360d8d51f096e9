// The floor board: seats, customer groups, calls, summaries, event logs and the board's rules.

export * from "./contracts";
export {
  ACCOUNTING_HOLD_MINUTES,
  boardSideOf,
  isBeingSettled,
  seatCallLevel,
  specialFeeBarsSeat,
} from "./rules";
export * from "./schemas";
export {
  SEAT_LABEL_CLASSES,
  type SeatLabelClass,
  type SeatLabelFeeRule,
  seatLabelClass,
} from "./seat-label";
export * from "./time-up";
