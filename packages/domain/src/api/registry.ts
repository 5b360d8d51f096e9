// Every contract of the API, by feature: the server's route-coverage test checks each one is
// registered and every registered call comes from one of these.
import type { Contract } from "./contract";
import { loungesApi } from "./lounges";
import { sessionApi } from "./session";
import { floorApi } from "./floor";
import { staffApi } from "./staff";
import { systemApi } from "./system";

export const API_CONTRACTS: Record<string, Record<string, Contract>> = {
  session: sessionApi,
  lounges: loungesApi,
  staff: staffApi,
  system: systemApi,
  floor: floorApi,
};
