// The price-table grid: hours down, day type × gender across, a share and a solo price in each cell.
// Header and hour column stay in view while the table scrolls inside its frame.
import {
  PRICE_TABLE_COLUMNS,
  PRICE_TABLE_HOURS,
  type PriceTableCell,
  priceCellKey,
} from "@lounge-office/domain/price-tables";
import { DAY_TYPES } from "@lounge-office/domain/shared";
import { Group, NumberInput, Table, Text, UnstyledButton } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { memo } from "react";
import { dayTypeName, genderName } from "../../../lib/common-messages";
import { cellName, t } from "../messages";
import { type Draft, type DraftPrice, isChanged } from "./price-table-draft";

export type PriceField = "share" | "solo";
export type OnPriceChange = (key: string, field: PriceField, value: DraftPrice) => void;

const FIELD_NAMES: Record<PriceField, string> = { share: t("share"), solo: t("solo") };
const FIELDS: { field: PriceField; label: string }[] = [
  { field: "share", label: FIELD_NAMES.share },
  { field: "solo", label: FIELD_NAMES.solo },
];

// The grid's texts are looked up once, not on every render of a row: 288 inputs, 24 hours.
const INPUT_LABELS: Readonly<Record<string, Record<PriceField, string>>> = Object.fromEntries(
  PRICE_TABLE_HOURS.flatMap((hour) =>
    PRICE_TABLE_COLUMNS.map((column) => {
      const cell = cellName({ ...column, hour });
      return [
        priceCellKey({ ...column, hour }),
        {
          share: t("cellInput", { cell, field: FIELD_NAMES.share }),
          solo: t("cellInput", { cell, field: FIELD_NAMES.solo }),
        },
      ];
    }),
  ),
);
const HOUR_LABELS = new Map(PRICE_TABLE_HOURS.map((hour) => [hour, t("hour", { hour })]));
const COPY_HOUR_LABELS = new Map(
  PRICE_TABLE_HOURS.map((hour) => [hour, t("grid.copyHour", { hour })]),
);
const DAY_TYPE_HEADS = DAY_TYPES.map((dayType) => ({ dayType, name: dayTypeName(dayType) }));
const COLUMN_HEADS = PRICE_TABLE_COLUMNS.map((column) => ({
  key: `${column.day_type}:${column.gender}`,
  gender: genderName(column.gender),
}));
const PRICE_TABLE = t("priceTable");
const HOUR_COLUMN = t("hourCol");

const INPUT_WIDTH = 52;
const stickyCell = {
  position: "sticky",
  left: 0,
  zIndex: 1,
  whiteSpace: "nowrap",
  paddingInline: 8,
} as const;

type RowProps = {
  hour: number;
  draft: Draft;
  saved: Readonly<Record<string, PriceTableCell>>;
  onChange: OnPriceChange;
  /** Opens the copy tool with this hour as the source. */
  onCopyHour: (hour: number) => void;
};

const rowKeys = (hour: number) =>
  PRICE_TABLE_COLUMNS.map(({ gender, day_type }) => priceCellKey({ gender, day_type, hour }));

function HourRow({ hour, draft, saved, onChange, onCopyHour }: RowProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" ta="right" bg="var(--mantine-color-body)" style={stickyCell}>
        <UnstyledButton
          onClick={() => onCopyHour(hour)}
          aria-label={COPY_HOUR_LABELS.get(hour)}
          title={COPY_HOUR_LABELS.get(hour)}
          miw={44}
          mih={44}
          display="flex"
          style={{ alignItems: "center", justifyContent: "flex-end" }}
        >
          <Group gap={2} wrap="nowrap" justify="flex-end">
            <Text span fw={700} size="sm">
              {HOUR_LABELS.get(hour)}
            </Text>
            <IconCopy size={12} color="var(--mantine-color-dimmed)" />
          </Group>
        </UnstyledButton>
      </Table.Th>
      {PRICE_TABLE_COLUMNS.map((column) => {
        const key = priceCellKey({ ...column, hour });
        const cell = draft[key];
        const changed = isChanged(saved[key], cell);
        return (
          <Table.Td
            key={key}
            px={3}
            bg={changed ? "var(--mantine-color-yellow-light)" : undefined}
            data-changed={changed}
          >
            <Group gap={2} wrap="nowrap">
              {FIELDS.map(({ field }) => (
                <NumberInput
                  key={field}
                  aria-label={INPUT_LABELS[key]?.[field]}
                  size="xs"
                  w={INPUT_WIDTH}
                  hideControls
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  value={cell?.[field] ?? ""}
                  error={cell?.[field] === ""}
                  styles={{ input: { textAlign: "right", paddingInline: 5 } }}
                  onChange={(value) => onChange(key, field, value === "" ? "" : Number(value))}
                />
              ))}
            </Group>
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

/** A row re-renders only when one of its own cells changed (144 cells, 288 inputs). */
const MemoHourRow = memo(
  HourRow,
  (a, b) =>
    a.hour === b.hour &&
    a.onChange === b.onChange &&
    a.onCopyHour === b.onCopyHour &&
    a.saved === b.saved &&
    rowKeys(a.hour).every((key) => a.draft[key] === b.draft[key]),
);

type GridProps = Omit<RowProps, "hour">;

export function PriceTableGrid({ draft, saved, onChange, onCopyHour }: GridProps) {
  return (
    <Table.ScrollContainer
      minWidth={0}
      type="native"
      maxHeight="calc(100dvh - 320px)"
      style={{ border: "1px solid var(--mantine-color-default-border)" }}
    >
      <Table stickyHeader withColumnBorders verticalSpacing={4} aria-label={PRICE_TABLE}>
        <Table.Thead style={{ zIndex: 2 }}>
          <Table.Tr>
            <Table.Th rowSpan={2} ta="right" style={stickyCell} bg="var(--mantine-color-body)">
              {HOUR_COLUMN}
            </Table.Th>
            {DAY_TYPE_HEADS.map(({ dayType, name }) => (
              <Table.Th key={dayType} colSpan={3} ta="center">
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {COLUMN_HEADS.map((column) => (
              <Table.Th key={column.key} px={3} ta="center">
                <Text size="sm" fw={700}>
                  {column.gender}
                </Text>
                <Group gap={2} wrap="nowrap" justify="center">
                  {FIELDS.map(({ field, label }) => (
                    <Text key={field} size="xs" c="dimmed" w={INPUT_WIDTH} ta="center">
                      {label}
                    </Text>
                  ))}
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PRICE_TABLE_HOURS.map((hour) => (
            <MemoHourRow
              key={hour}
              hour={hour}
              draft={draft}
              saved={saved}
              onChange={onChange}
              onCopyHour={onCopyHour}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
