// A drawer count by denomination (the float at 開店, the drawer at 締め): one row per note and coin
// with its number input (the numeric keypad on a tablet), the row's yen as typed, and the total. The
// totals are a preview with the domain's `countedTotal`; the server counts again from the numbers.
import { countedTotal, DENOMINATION_KEYS } from "@lounge-office/domain/business-days";
import { Table, Text } from "@mantine/core";
import { denominationName, t } from "../messages";
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

// Every row's texts, looked up once.
const PIECE_SUFFIX = t("pieceSuffix");
const ROWS = DENOMINATION_KEYS.map((key) => {
  const name = denominationName(key);
  return { key, name, countLabel: t("piecesOf", { denomination: name }) };
});

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
          <Table.Th>{t("col.denomination")}</Table.Th>
          <Table.Th w={150}>{t("col.pieces")}</Table.Th>
          <Table.Th ta="right">{t("col.amount")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROWS.map(({ key, name, countLabel }) => (
          <Table.Tr key={key} data-denomination={key}>
            <Table.Td style={FIGURE}>{name}</Table.Td>
            <Table.Td>
              {readOnly ? (
                <Text style={FIGURE}>{t("pieces", { count: counts[key] ?? 0 })}</Text>
              ) : (
                <WholeNumberInput
                  aria-label={countLabel}
                  value={value[key] ?? ""}
                  onChange={(next) => onChange({ ...value, [key]: next })}
                  max={100_000}
                  suffix={PIECE_SUFFIX}
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
          <Table.Th colSpan={2}>{t("figure.total")}</Table.Th>
          <Table.Th ta="right" style={FIGURE} fz="lg" data-testid={totalTestId}>
            {formatYen(countedTotal(counts))}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
