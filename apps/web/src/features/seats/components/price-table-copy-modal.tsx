// The editor's copy tools: an hour's prices onto a range of hours, a column onto another column,
// a whole day type onto the other. They change the unsaved table only; 保存 sends them.
import { PRICE_TABLE_COLUMNS, PRICE_TABLE_HOURS } from "@lounge-office/domain/price-tables";
import { DAY_TYPES, type DayType } from "@lounge-office/domain/shared";
import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { t as common, dayTypeName, genderName } from "../../../lib/common-messages";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { t } from "../messages";
import { copyColumn, copyDayType, copyHour, type Draft } from "./price-table-draft";

export type CopyMode = "hour" | "column" | "dayType";

const TITLES: Record<CopyMode, string> = {
  hour: t("copy.hour.title"),
  column: t("copy.column.title"),
  dayType: t("copy.dayType.title"),
};

const hourOptions = PRICE_TABLE_HOURS.map((h) => ({
  value: String(h),
  label: t("hour", { hour: h }),
}));
const columnOptions = PRICE_TABLE_COLUMNS.map((c, i) => ({
  value: String(i),
  label: t("column", { dayType: dayTypeName(c.day_type), gender: genderName(c.gender) }),
}));
const dayTypeOptions = DAY_TYPES.map((d) => ({ value: d, label: dayTypeName(d) }));

type Props = {
  mode: CopyMode;
  /** The hour to copy from (the row whose copy button was pressed). */
  initialHour?: number;
  draft: Draft;
  onApply: (next: Draft, message: string) => void;
  onClose: () => void;
  /** The lounge whose price table this is, named in the title. */
  loungeId: number;
};

export function PriceTableCopyModal({
  mode,
  initialHour = 0,
  draft,
  onApply,
  onClose,
  loungeId,
}: Props) {
  const titled = useLoungeTitle(loungeId);
  const [fromHour, setFromHour] = useState(String(initialHour));
  const [toStart, setToStart] = useState("0");
  const [toEnd, setToEnd] = useState("23");
  const [fromColumn, setFromColumn] = useState("0");
  const [toColumn, setToColumn] = useState("1");
  const [fromDayType, setFromDayType] = useState<DayType>("weekday");
  const toDayType: DayType = fromDayType === "weekday" ? "weekend" : "weekday";

  const start = Number(toStart);
  const end = Number(toEnd);
  const invalid =
    (mode === "hour" && start > end) || (mode === "column" && fromColumn === toColumn);

  const apply = () => {
    if (mode === "hour") {
      const hours = PRICE_TABLE_HOURS.filter((h) => h >= start && h <= end);
      onApply(
        copyHour(draft, PRICE_TABLE_COLUMNS, Number(fromHour), hours),
        t("copy.hour.done", { from: fromHour, start, end }),
      );
    } else if (mode === "column") {
      const from = PRICE_TABLE_COLUMNS[Number(fromColumn)];
      const to = PRICE_TABLE_COLUMNS[Number(toColumn)];
      if (!from || !to) return;
      onApply(
        copyColumn(draft, PRICE_TABLE_HOURS, from, to),
        t("copy.column.done", {
          from: columnOptions[Number(fromColumn)]?.label ?? "",
          to: columnOptions[Number(toColumn)]?.label ?? "",
        }),
      );
    } else {
      onApply(
        copyDayType(draft, PRICE_TABLE_COLUMNS, PRICE_TABLE_HOURS, fromDayType, toDayType),
        t("copy.dayType.done", { from: dayTypeName(fromDayType), to: dayTypeName(toDayType) }),
      );
    }
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={titled(TITLES[mode])}>
      <Stack>
        {mode === "hour" && (
          <>
            <NativeSelect
              label={t("copy.fromHour")}
              data={hourOptions}
              value={fromHour}
              onChange={(e) => setFromHour(e.currentTarget.value)}
            />
            <Group grow align="flex-end">
              <NativeSelect
                label={t("copy.toStart")}
                data={hourOptions}
                value={toStart}
                onChange={(e) => setToStart(e.currentTarget.value)}
              />
              <NativeSelect
                label={t("copy.toEnd")}
                data={hourOptions}
                value={toEnd}
                error={start > end ? t("copy.rangeInvalid") : undefined}
                onChange={(e) => setToEnd(e.currentTarget.value)}
              />
            </Group>
            <Button
              variant="subtle"
              onClick={() => {
                setToStart("0");
                setToEnd("23");
              }}
            >
              {t("copy.allHours")}
            </Button>
          </>
        )}
        {mode === "column" && (
          <>
            <NativeSelect
              label={t("copy.fromColumn")}
              data={columnOptions}
              value={fromColumn}
              onChange={(e) => setFromColumn(e.currentTarget.value)}
            />
            <NativeSelect
              label={t("copy.toColumn")}
              data={columnOptions}
              value={toColumn}
              error={fromColumn === toColumn ? t("copy.sameColumn") : undefined}
              onChange={(e) => setToColumn(e.currentTarget.value)}
            />
          </>
        )}
        {mode === "dayType" && (
          <>
            <NativeSelect
              label={t("copy.fromDayType")}
              data={dayTypeOptions}
              value={fromDayType}
              onChange={(e) => setFromDayType(e.currentTarget.value as DayType)}
            />
            <Text size="sm">
              {t("copy.dayTypeNote", {
                from: dayTypeName(fromDayType),
                to: dayTypeName(toDayType),
              })}
            </Text>
          </>
        )}
        <Text size="sm" c="dimmed">
          {t("copy.note")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button onClick={apply} disabled={invalid}>
            {t("copy.apply")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
