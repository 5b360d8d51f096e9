// Every contract of the API, by feature: the server's route-coverage test checks each one is
// registered and every registered call comes from one of these.
import type { Contract } from "./contract";
import { seatsApi } from "./seats";
import { staffApi } from "./staff";

export const API_CONTRACTS: Record<string, Record<string, Contract>> = {
  seats: seatsApi,
  staff: staffApi,
};
