// The formal receipt's 分割: 一括 (one receipt), 人数で割る (count receipts of total ÷ count down to
// hundreds) or 金額を指定 (a table of amounts; a row can go only while more than one remains).
import { MAX_SPLIT_RECEIPTS, type SplitMode } from "@lounge-office/domain/shared";
import {
  ActionIcon,
  Button,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { ActionsHeader } from "../../../lib/actions-header";
import { t } from "../messages";
import type { SplitInput, SplitPlan } from "./split-plan";

const SPLIT_OPTIONS: { value: SplitMode; label: string }[] = [
  { value: "all", label: t("split.all") },
  { value: "num", label: t("split.num") },
  { value: "custom", label: t("split.custom") },
];

const yen = (amount: number) => `¥${amount.toLocaleString("ja-JP")}`;

type Props = {
  value: SplitInput;
  onChange: (value: SplitInput) => void;
  plan: SplitPlan;
};

function AmountRows({ value, onChange }: Omit<Props, "plan">) {
  const setRow = (index: number, amount: number | string) =>
    onChange({ ...value, rows: value.rows.map((row, i) => (i === index ? amount : row)) });
  // As in the original system, a row is removed only while the table has more than 2 rows counting its header.
  const removable = value.rows.length > 1;
  return (
    <Stack gap="xs">
      <Table aria-label={t("split.amounts")} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("split.amount")}</Table.Th>
            <ActionsHeader w={60} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; amounts may repeat
            <Table.Tr key={index}>
              <Table.Td>
                <NumberInput
                  aria-label={t("split.rowAmount", { n: index + 1 })}
                  size="lg"
                  value={row}
                  onChange={(amount) => setRow(index, amount)}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  prefix="¥"
                  hideControls
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  size={44}
                  variant="light"
                  color="red"
                  aria-label={t("split.deleteRow", { n: index + 1 })}
                  disabled={!removable}
                  onClick={() =>
                    onChange({ ...value, rows: value.rows.filter((_, i) => i !== index) })
                  }
                >
                  <IconTrash />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button
        variant="light"
        size="md"
        mih={44}
        leftSection={<IconPlus />}
        disabled={value.rows.length >= MAX_SPLIT_RECEIPTS}
        onClick={() => onChange({ ...value, rows: [...value.rows, ""] })}
        style={{ alignSelf: "flex-start" }}
      >
        {t("split.addRow")}
      </Button>
    </Stack>
  );
}

export function SplitEditor({ value, onChange, plan }: Props) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t("split")}
      </Text>
      <SegmentedControl
        fullWidth
        size="lg"
        data={SPLIT_OPTIONS}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode as SplitMode })}
      />
      {value.mode === "num" && (
        <>
          <NumberInput
            label={t("split.count")}
            size="lg"
            value={value.count}
            onChange={(count) => onChange({ ...value, count })}
            min={1}
            max={MAX_SPLIT_RECEIPTS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
          />
          {plan.ok && (
            <Text data-testid="split-each">
              {t("split.each", {
                amount: yen(plan.amounts[0] ?? 0),
                count: plan.amounts.length,
              })}
            </Text>
          )}
        </>
      )}
      {value.mode === "custom" && <AmountRows value={value} onChange={onChange} />}
    </Stack>
  );
}
