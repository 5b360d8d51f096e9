// Every contract of the API, by feature: the server's route-coverage test checks each one is
// registered and every registered call comes from one of these.
import type { Contract } from "./contract";
import { menusApi } from "./menus";
import { ordersApi } from "./orders";
import { staffApi } from "./staff";

export const API_CONTRACTS: Record<string, Record<string, Contract>> = {
  staff: staffApi,
  menus: menusApi,
  orders: ordersApi,
};
