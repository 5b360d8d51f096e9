// Screen 11's filters: lounge, from/to (Japanese date-time pickers, YYYY/MM/DD HH:mm, in the lounge's
// clock), 終了日時を無視 (disables the end), staff, payment type, amount range, a formal receipt's
// addressee (宛名, part of it), group id, voided rows.
import "@mantine/dates/styles.css";
import { PAYMENT_TYPES, type PaymentType } from "@lounge-office/domain/shared";
import { staffApi } from "@lounge-office/domain/staff";
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  TextInput,
} from "@mantine/core";
import { DatesProvider, DateTimePicker } from "@mantine/dates";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { contractQuery } from "../../../lib/contract-query";
import { dayjs } from "../../../lib/dayjs";
import { locale } from "../../../lib/i18n";
import { loungeSelectData, useUsableLounges } from "../../../lib/usable-lounges";
import type { AccountingFilters } from "../api/search-accounting-logs";
import { paymentTypeName, t } from "../messages";

/** The pickers' wall-clock value, `YYYY-MM-DD HH:mm:ss`, read in the lounge's time zone. */
type WallClock = string | null;

export type FilterDraft = {
  lounge_id: string;
  from: WallClock;
  to: WallClock;
  ignore_end_time: boolean;
  staff_id: string;
  payment_type: PaymentType | "";
  min_amount: number | string;
  max_amount: number | string;
  addressee: string;
  customer_group_id: number | string;
  include_voided: boolean;
};

const PICKER_FORMAT = "YYYY/MM/DD HH:mm";
const WALL_FORMAT = "YYYY-MM-DD HH:mm:ss";

export const wallClockOf = (instantMs: number, timeZone: string) =>
  dayjs(instantMs).tz(timeZone).format(WALL_FORMAT);

const instantOf = (wall: WallClock, timeZone: string) =>
  wall ? dayjs.tz(wall, timeZone).toISOString() : undefined;

const numberOf = (value: number | string) =>
  value === "" || value === null ? undefined : Number(value);

/** The query the server is sent: blanks left out, times as instants. */
export function filtersOf(draft: FilterDraft, timeZone: string): AccountingFilters {
  const filters: AccountingFilters = {
    lounge_id: numberOf(draft.lounge_id),
    from: instantOf(draft.from, timeZone),
    to: draft.ignore_end_time ? undefined : instantOf(draft.to, timeZone),
    ignore_end_time: draft.ignore_end_time || undefined,
    staff_id: numberOf(draft.staff_id),
    payment_type: draft.payment_type || undefined,
    min_amount: numberOf(draft.min_amount),
    max_amount: numberOf(draft.max_amount),
    addressee: draft.addressee.trim() || undefined,
    customer_group_id: numberOf(draft.customer_group_id),
    include_voided: draft.include_voided || undefined,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined),
  ) as AccountingFilters;
}

type Props = {
  draft: FilterDraft;
  onChange: (draft: FilterDraft) => void;
  onSearch: () => void;
};

const amountProps = {
  min: 0,
  allowNegative: false,
  allowDecimal: false,
  thousandSeparator: ",",
  hideControls: true,
  inputMode: "numeric",
} as const;

export function SearchFilters({ draft, onChange, onSearch }: Props) {
  const lounges = useUsableLounges("accounting.search");
  // The lounge's staff for the staff filter (GET /attendance_logs/staff_list).
  const staff = useQuery({
    ...contractQuery(staffApi.staffList, { query: { lounge_id: Number(draft.lounge_id) || 0 } }),
    enabled: Boolean(draft.lounge_id),
    staleTime: 5 * 60_000,
  });
  const set = <K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 0 }}>
      <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={t("filters")}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <NativeSelect
            label={t("filter.lounge")}
            data={loungeSelectData(lounges)}
            value={draft.lounge_id}
            onChange={(e) => onChange({ ...draft, lounge_id: e.currentTarget.value, staff_id: "" })}
          />
          <DateTimePicker
            label={t("filter.from")}
            valueFormat={PICKER_FORMAT}
            clearable
            clearButtonProps={{ "aria-label": t("filter.from.clear") }}
            value={draft.from}
            onChange={(v) => set("from", v)}
          />
          <DateTimePicker
            label={t("filter.to")}
            valueFormat={PICKER_FORMAT}
            clearable
            clearButtonProps={{ "aria-label": t("filter.to.clear") }}
            disabled={draft.ignore_end_time}
            value={draft.to}
            onChange={(v) => set("to", v)}
          />
          <Checkbox
            label={t("filter.ignoreEnd")}
            mt={{ base: 0, md: 30 }}
            checked={draft.ignore_end_time}
            onChange={(e) => set("ignore_end_time", e.currentTarget.checked)}
          />
          <NativeSelect
            label={t("staff")}
            data={[
              { value: "", label: t("filter.all") },
              ...(staff.data?.staffs ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            value={draft.staff_id}
            onChange={(e) => set("staff_id", e.currentTarget.value)}
          />
          <NativeSelect
            label={t("filter.payment")}
            data={[
              { value: "", label: t("filter.all") },
              ...PAYMENT_TYPES.map((type) => ({ value: type, label: paymentTypeName(type) })),
            ]}
            value={draft.payment_type}
            onChange={(e) => set("payment_type", e.currentTarget.value as PaymentType | "")}
          />
          <NumberInput
            label={t("filter.min")}
            prefix="¥"
            {...amountProps}
            value={draft.min_amount}
            onChange={(v) => set("min_amount", v)}
          />
          <NumberInput
            label={t("filter.max")}
            prefix="¥"
            {...amountProps}
            value={draft.max_amount}
            onChange={(v) => set("max_amount", v)}
          />
          <TextInput
            label={t("filter.addressee")}
            placeholder={t("filter.addressee.hint")}
            maxLength={40}
            value={draft.addressee}
            onChange={(e) => set("addressee", e.currentTarget.value)}
          />
          <NumberInput
            label={t("groupId")}
            {...amountProps}
            thousandSeparator={undefined}
            value={draft.customer_group_id}
            onChange={(v) => set("customer_group_id", v)}
          />
          <Checkbox
            label={t("filter.voided")}
            mt={{ base: 0, md: 30 }}
            checked={draft.include_voided}
            onChange={(e) => set("include_voided", e.currentTarget.checked)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" leftSection={<IconSearch size={18} />}>
            {t("search")}
          </Button>
        </Group>
      </Paper>
    </DatesProvider>
  );
}
