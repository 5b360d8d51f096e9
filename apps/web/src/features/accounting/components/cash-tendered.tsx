// お預かり on the accounting screen: what the guest hands over for the cash share (blank, the share
// shown dimmed, is exactly the share), one tap for 「ちょうど」 and the next ¥1,000, ¥5,000 and
// ¥10,000 note, and お釣り in large figures before 会計する. The rule and the amounts are the
// domain's; the change stored is the server's own.
import { MAX_STORED_YEN } from "@lounge-office/domain/accounting";
import { cashTender, cashTenderProblem, quickTenders } from "@lounge-office/domain/shared";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { t } from "../messages";
import { amountOf, formatYen } from "./format";
import { YenInput } from "./yen-input";

const TENDERED = t("tendered");
const CHANGE = t("change");
const SHORT = t("short");
const EXACT = t("exact");
const EXACT_LABEL = t("tendered.exact");

/** What the screen makes of the typed お預かり for a cash share. */
export type Tender = {
  /** What to send as `cash_tendered`: the typed amount, the cash share when blank, 0 without cash. */
  cashTendered: number;
  /** お釣り, or null while the typed amount is refused (`problem`). */
  change: number | null;
  problem: string | null;
};

/** The typed お預かり (blank: exactly the cash share) read against the cash share. */
export function tenderOf(cash: number, typed: number | string): Tender {
  // Without a cash share the field is hidden: whatever it held is not handed over.
  const tendered = cash > 0 && typed !== "" ? amountOf(typed) : null;
  const problem = cashTenderProblem(cash, tendered);
  if (problem) return { cashTendered: tendered ?? 0, change: null, problem };
  const { cash_tendered, change } = cashTender(cash, tendered);
  return { cashTendered: cash_tendered, change, problem: null };
}

type Props = {
  /** The cash share of the total (the 現金 field). */
  cash: number;
  typed: number | string;
  onChange: (typed: number | string) => void;
  disabled?: boolean;
};

/** お釣り as staff read it off the tablet at arm's length. */
export function ChangeFigure({ change, size = 32 }: { change: number; size?: number }) {
  return (
    <Paper withBorder px="sm" py={4} bg="var(--mantine-color-yellow-light)">
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Text fw={700} fz="lg" style={{ whiteSpace: "nowrap" }}>
          {CHANGE}
        </Text>
        <Text fw={800} fz={size} lh={1.2} data-testid="change-due" role="status">
          {formatYen(change)}
        </Text>
      </Group>
    </Paper>
  );
}

/** What is still missing while お預かり is below the cash share, where お釣り would be. */
function ShortFigure({ short }: { short: number }) {
  return (
    <Paper withBorder px="sm" py={4} bg="var(--mantine-color-red-light)">
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Text fw={700} fz="lg" c="red" style={{ whiteSpace: "nowrap" }}>
          {SHORT}
        </Text>
        <Text fw={800} fz={32} lh={1.2} c="red" data-testid="tendered-missing">
          {formatYen(short)}
        </Text>
      </Group>
    </Paper>
  );
}

export function CashTendered({ cash, typed, onChange, disabled }: Props) {
  const tender = tenderOf(cash, typed);
  const notes = quickTenders(cash, MAX_STORED_YEN);
  const chosen = typed === "" ? null : amountOf(typed);
  return (
    <Stack gap="xs">
      {/* Side by side where the panel is wide enough: what was handed over, what goes back. */}
      <Group gap="xs" align="center" wrap="wrap">
        <YenInput
          style={{ flex: "1 1 9.5rem" }}
          aria-label={TENDERED}
          leftSection={
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {TENDERED}
            </Text>
          }
          leftSectionWidth={80}
          leftSectionPointerEvents="none"
          placeholder={formatYen(cash)}
          disabled={disabled}
          value={typed}
          onChange={onChange}
        />
        <div style={{ flex: "1 1 11rem" }}>
          {tender.change === null ? (
            <ShortFigure short={cash - tender.cashTendered} />
          ) : (
            <ChangeFigure change={tender.change} />
          )}
        </div>
      </Group>
      <SimpleGrid cols={notes.length + 1} spacing="xs">
        {[cash, ...notes].map((amount) => (
          <Button
            key={amount}
            variant={chosen === amount ? "filled" : "light"}
            px={4}
            disabled={disabled}
            aria-pressed={chosen === amount}
            aria-label={
              amount === cash ? EXACT_LABEL : t("tendered.note", { amount: formatYen(amount) })
            }
            onClick={() => onChange(amount)}
          >
            {amount === cash ? EXACT : formatYen(amount)}
          </Button>
        ))}
      </SimpleGrid>
      {tender.problem && (
        <Alert color="red" p="xs" data-testid="tendered-short">
          {/* The domain's own words (the server refuses with the same message), then what is missing. */}
          {t("tendered.short", {
            problem: tender.problem,
            amount: formatYen(cash - tender.cashTendered),
          })}
        </Alert>
      )}
    </Stack>
  );
}
