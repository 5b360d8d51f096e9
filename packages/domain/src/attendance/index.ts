// Attendance: the state machine, shifts, the monthly sheet and its CSV, and their calls.

export * from "./contracts";
export * from "./rules";
export * from "./schemas";
