// Orders on the floor: the orderable list, a group's order lines and the calls.

export * from "./contracts";
export * from "./schemas";
