// Every contract of the API, by feature: the server's route-coverage test checks each one is
// registered and every registered call comes from one of these.
import { accountingApi } from "../accounting/contracts";
import { attendanceApi } from "../attendance/contracts";
import { businessDaysApi } from "../business-days/contracts";
import { crowdApi } from "../crowd/contracts";
import { floorApi } from "../floor/contracts";
import { guestApi } from "../guest/contracts";
import { journalApi } from "../journal/contracts";
import { loungesApi } from "../lounges/contracts";
import { menusApi } from "../menus/contracts";
import { metricsApi } from "../metrics/contracts";
import { ordersApi } from "../orders/contracts";
import { priceTablesApi } from "../price-tables/contracts";
import { printersApi } from "../printers/contracts";
import { systemApi } from "../realtime/system";
import { receiptsApi } from "../receipts/contracts";
import { seatsApi } from "../seats/contracts";
import { sessionApi } from "../session/contracts";
import type { Contract } from "../shared/api/contract";
import { staffApi } from "../staff/contracts";
import { systemMessagesApi } from "../system-messages/contracts";

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
  businessDays: businessDaysApi,
  printers: printersApi,
  receipts: receiptsApi,
  attendance: attendanceApi,
  metrics: metricsApi,
  systemMessages: systemMessagesApi,
  crowd: crowdApi,
  guest: guestApi,
  journal: journalApi,
};
