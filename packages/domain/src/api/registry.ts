// Every contract of the API, by feature: the server's route-coverage test checks each one is
// registered and every registered call comes from one of these.
import { accountingApi } from "./accounting-contracts";
import { attendanceApi } from "./attendance";
import type { Contract } from "./contract";
import { crowdApi } from "./crowd";
import { floorApi } from "./floor-contracts";
import { guestApi } from "./guest";
import { loungesApi } from "./lounges";
import { menusApi } from "./menus";
import { metricsApi, systemMessagesApi } from "./operations";
import { ordersApi } from "./orders";
import { priceTablesApi } from "./price-tables";
import { printersApi } from "./printers";
import { receiptsApi } from "./receipts";
import { seatsApi } from "./seats";
import { sessionApi } from "./session";
import { staffApi } from "./staff";
import { systemApi } from "./system";

export const API_CONTRACTS: Record<string, Record<string, Contract>> = {
  session: sessionApi,
  lounges: loungesApi,
  seats: seatsApi,
  priceTables: priceTablesApi,
  staff: staffApi,
  system: systemApi,
  floor: floorApi,
  menus: menusApi,
  orders: ordersApi,
  accounting: accountingApi,
  printers: printersApi,
  receipts: receiptsApi,
  attendance: attendanceApi,
  metrics: metricsApi,
  systemMessages: systemMessagesApi,
  crowd: crowdApi,
  guest: guestApi,
};
