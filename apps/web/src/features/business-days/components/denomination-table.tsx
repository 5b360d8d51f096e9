// A drawer count by denomination (the float at 開店, the drawer at 締め): one row per note and coin
// with its number input (the numeric keypad on a tablet), the row's yen as typed, and the total. The
// totals are a preview with the domain's `countedTotal`; the server counts again from the numbers.
import {
  countedTotal,
  DENOMINATION_KEYS,
  DENOMINATION_LABELS,
} from "@lounge-office/domain/business-days";
import { Table, Text } from "@mantine/core";
import { type CountDraft, countsOf, formatYen } from "./day-format";
import { WholeNumberInput } from "./numeric-inputs";

type Props = {
  /** Names the table (「釣銭準備金の金種」, 「レジ金の金種」). */
  label: string;
  value: CountDraft;
  onChange: (value: CountDraft) => void;
  /** Shown read-only (a closed day's count). */
  readOnly?: boolean;
  /** The test id of the total cell. */
  totalTestId?: string;
};

const FIGURE = { whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;

export function DenominationTable({
  label,
  value,
  onChange,
  readOnly = false,
  totalTestId,
}: Props) {
  const counts = countsOf(value);
  return (
    <Table aria-label={label} verticalSpacing={4} withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>金種</Table.Th>
          <Table.Th w={150}>枚数</Table.Th>
          <Table.Th ta="right">金額</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {DENOMINATION_KEYS.map((key) => (
          <Table.Tr key={key} data-denomination={key}>
            <Table.Td style={FIGURE}>{DENOMINATION_LABELS[key]}</Table.Td>
            <Table.Td>
              {readOnly ? (
                <Text style={FIGURE}>{counts[key] ?? 0}枚</Text>
              ) : (
                <WholeNumberInput
                  aria-label={`${DENOMINATION_LABELS[key]}の枚数`}
                  value={value[key] ?? ""}
                  onChange={(next) => onChange({ ...value, [key]: next })}
                  max={100_000}
                  suffix="枚"
                  onFocus={(event) => event.currentTarget.select()}
                />
              )}
            </Table.Td>
            <Table.Td ta="right" style={FIGURE} data-testid={`subtotal-${key}`}>
              {formatYen((counts[key] ?? 0) * Number(key))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={2}>合計</Table.Th>
          <Table.Th ta="right" style={FIGURE} fz="lg" data-testid={totalTestId}>
            {formatYen(countedTotal(counts))}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
