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
import type { SplitInput, SplitPlan } from "./split-plan";

const SPLIT_OPTIONS: { value: SplitMode; label: string }[] = [
  { value: "all", label: "一括" },
  { value: "num", label: "人数で割る" },
  { value: "custom", label: "金額を指定" },
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
      <Table aria-label="領収書の金額" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>金額</Table.Th>
            <ActionsHeader w={60} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; amounts may repeat
            <Table.Tr key={index}>
              <Table.Td>
                <NumberInput
                  aria-label={`${index + 1}枚目の金額`}
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
                  aria-label={`${index + 1}行目を削除`}
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
        行を追加
      </Button>
    </Stack>
  );
}

export function SplitEditor({ value, onChange, plan }: Props) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        分割
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
            label="枚数"
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
              1枚あたり {yen(plan.amounts[0] ?? 0)} × {plan.amounts.length}枚
            </Text>
          )}
        </>
      )}
      {value.mode === "custom" && <AmountRows value={value} onChange={onChange} />}
    </Stack>
  );
}
