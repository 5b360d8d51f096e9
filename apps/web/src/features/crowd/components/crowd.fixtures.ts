// Test data for the crowd widget: a business day's 96 quarter-hour marks from a 06:00 cut-off, as
// the server's history names them.
export const QUARTER_HOURS_FROM_SIX = Array.from({ length: 96 }, (_, i) => {
  const minutes = (6 * 60 + i * 15) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});
