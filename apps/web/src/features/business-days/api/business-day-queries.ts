// The reads of one lounge's business day (the day, its paid-in/out, the close's pre-check) and what a
// write or a realtime message makes stale: a lounge's days, all at once, by their contracts' keys.
import { businessDaysApi } from "@lounge-office/domain/business-days";
import { contractKey, contractQuery, type Stale } from "../../../lib/contract-query";

export type DayRef = { loungeId: number; date: string };

const paramsOf = ({ loungeId, date }: DayRef) => ({ params: { lounge_id: loungeId, date } });

export const dayQuery = (day: DayRef) => contractQuery(businessDaysApi.show, paramsOf(day));
export const movementsQuery = (day: DayRef) =>
  contractQuery(businessDaysApi.cashMovements, paramsOf(day));
export const precheckQuery = (day: DayRef) =>
  contractQuery(businessDaysApi.precheck, paramsOf(day));

/** Every read of the lounge's business days (any date): a day opened or closed changes the next one's float too. */
export const loungeDays = (loungeId: number): Stale[] => {
  const params = { params: { lounge_id: loungeId } };
  return [
    contractKey(businessDaysApi.show, params),
    contractKey(businessDaysApi.cashMovements, params),
    contractKey(businessDaysApi.precheck, params),
  ];
};

/** A write's options: the lounge's days are read again. */
export const dayChanged = (loungeId: number) => ({ invalidate: loungeDays(loungeId) });
