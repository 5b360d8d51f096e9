// Query keys of the attendance feature: everything of one lounge sits under one prefix, so a
// recorded log, a correction or a realtime message refreshes the states, sheets and entries at once.
export const attendanceKeys = {
  lounge: (loungeId: number) => ["attendance", loungeId] as const,
  states: (loungeId: number) => ["attendance", loungeId, "states"] as const,
  sheet: (loungeId: number, month: string) => ["attendance", loungeId, "sheet", month] as const,
  entries: (loungeId: number, month: string, staffId: number | null) =>
    ["attendance", loungeId, "entries", month, staffId] as const,
  staffList: (loungeId: number) => ["attendance", loungeId, "staff-list"] as const,
};
