// The editor's copy tools: an hour's prices onto a range of hours, a column onto another column,
// a whole day type onto the other. They change the unsaved table only; 保存 sends them.
import { PRICE_TABLE_COLUMNS, PRICE_TABLE_HOURS } from "@lounge-office/domain/price-tables";
import {
  DAY_TYPE_LABELS,
  DAY_TYPES,
  type DayType,
  GENDER_LABELS,
} from "@lounge-office/domain/shared";
import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { copyColumn, copyDayType, copyHour, type Draft } from "./price-table-draft";

export type CopyMode = "hour" | "column" | "dayType";

const TITLES: Record<CopyMode, string> = {
  hour: "時間帯の料金をコピー",
  column: "列（曜日区分・性別）をコピー",
  dayType: "曜日区分をまるごとコピー",
};

const hourOptions = PRICE_TABLE_HOURS.map((h) => ({ value: String(h), label: `${h}時` }));
const columnOptions = PRICE_TABLE_COLUMNS.map((c, i) => ({
  value: String(i),
  label: `${DAY_TYPE_LABELS[c.day_type]}・${GENDER_LABELS[c.gender]}`,
}));
const dayTypeOptions = DAY_TYPES.map((d) => ({ value: d, label: DAY_TYPE_LABELS[d] }));

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
        `${fromHour}時の料金を${start}時〜${end}時にコピーしました`,
      );
    } else if (mode === "column") {
      const from = PRICE_TABLE_COLUMNS[Number(fromColumn)];
      const to = PRICE_TABLE_COLUMNS[Number(toColumn)];
      if (!from || !to) return;
      onApply(
        copyColumn(draft, PRICE_TABLE_HOURS, from, to),
        `${columnOptions[Number(fromColumn)]?.label}を${columnOptions[Number(toColumn)]?.label}にコピーしました`,
      );
    } else {
      onApply(
        copyDayType(draft, PRICE_TABLE_COLUMNS, PRICE_TABLE_HOURS, fromDayType, toDayType),
        `${DAY_TYPE_LABELS[fromDayType]}の料金を${DAY_TYPE_LABELS[toDayType]}にコピーしました`,
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
              label="コピー元の時間帯"
              data={hourOptions}
              value={fromHour}
              onChange={(e) => setFromHour(e.currentTarget.value)}
            />
            <Group grow align="flex-end">
              <NativeSelect
                label="コピー先（から）"
                data={hourOptions}
                value={toStart}
                onChange={(e) => setToStart(e.currentTarget.value)}
              />
              <NativeSelect
                label="コピー先（まで）"
                data={hourOptions}
                value={toEnd}
                error={start > end ? "開始より後の時間帯を選んでください" : undefined}
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
              全時間（0時〜23時）にする
            </Button>
          </>
        )}
        {mode === "column" && (
          <>
            <NativeSelect
              label="コピー元の列"
              data={columnOptions}
              value={fromColumn}
              onChange={(e) => setFromColumn(e.currentTarget.value)}
            />
            <NativeSelect
              label="コピー先の列"
              data={columnOptions}
              value={toColumn}
              error={fromColumn === toColumn ? "コピー元と別の列を選んでください" : undefined}
              onChange={(e) => setToColumn(e.currentTarget.value)}
            />
          </>
        )}
        {mode === "dayType" && (
          <>
            <NativeSelect
              label="コピー元の曜日区分"
              data={dayTypeOptions}
              value={fromDayType}
              onChange={(e) => setFromDayType(e.currentTarget.value as DayType)}
            />
            <Text size="sm">
              {DAY_TYPE_LABELS[fromDayType]}の全時間・全性別の料金を
              {DAY_TYPE_LABELS[toDayType]}に上書きします。
            </Text>
          </>
        )}
        <Text size="sm" c="dimmed">
          コピーは画面上の料金表に反映されます。「保存」を押すまで保存されません。
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            キャンセル
          </Button>
          <Button onClick={apply} disabled={invalid}>
            コピーする
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
