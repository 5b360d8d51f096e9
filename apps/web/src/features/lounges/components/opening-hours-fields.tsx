// The lounge form's opening hours: a row per weekday with its opening and closing time, or 定休日.
// A closing at or before the opening is the next morning's (19:00–05:00), which the row says.
import type { OpeningDay, OpeningHours } from "@lounge-office/domain/lounges";
import { Checkbox, Table, Text, TextInput } from "@mantine/core";
import { t, weekdayName } from "../messages";

/** What a new lounge's form starts with, and an unset lounge's: every night 19:00 to 05:00. */
export const DEFAULT_OPENING_DAY = { open: "19:00", close: "05:00" } as const;
export const DEFAULT_OPENING_HOURS: OpeningHours = Array.from({ length: 7 }, () => ({
  ...DEFAULT_OPENING_DAY,
}));

type Props = {
  hours: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  /** The form's messages by path (`opening_hours.2.close`). */
  errors: Record<string, unknown>;
};

const TOUCH = { minHeight: 44 } as const;
/**
 * Typed as `HH:mm` like the cut-off above, not the browser's time picker: that one follows the
 * browser's language and shows 07:00 PM on a tablet set to English.
 */
const CLOCK_INPUT = { inputMode: "numeric", maxLength: 5, placeholder: "HH:mm" } as const;

const nextMorning = (day: OpeningDay) => day !== null && day.close <= day.open;

export function OpeningHoursFields({ hours, onChange, errors }: Props) {
  const setDay = (index: number, day: OpeningDay) =>
    onChange(hours.map((d, i) => (i === index ? day : d)));
  const listError = errors.opening_hours;
  return (
    <div>
      <Text size="sm" fw={500}>
        {t("hours")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("hours.hint")}
      </Text>
      {typeof listError === "string" && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Table verticalSpacing={4} aria-label={t("hours")} mt={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("col.weekday")}</Table.Th>
            <Table.Th>{t("col.open")}</Table.Th>
            <Table.Th>{t("col.close")}</Table.Th>
            <Table.Th>{t("col.closed")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hours.map((day, i) => {
            const name = weekdayName(i);
            const error = (field: "open" | "close") => {
              const message = errors[`opening_hours.${i}.${field}`];
              return typeof message === "string" ? message : undefined;
            };
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: seven fixed weekdays, Sunday first
              <Table.Tr key={i} data-testid={`opening-day-${i}`}>
                <Table.Td fw={700}>{name}</Table.Td>
                <Table.Td>
                  <TextInput
                    {...CLOCK_INPUT}
                    aria-label={t("openAt", { day: name })}
                    disabled={day === null}
                    value={day?.open ?? ""}
                    error={error("open")}
                    styles={{ input: TOUCH }}
                    onChange={(event) =>
                      day && setDay(i, { ...day, open: event.currentTarget.value })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    {...CLOCK_INPUT}
                    aria-label={t("closeAt", { day: name })}
                    disabled={day === null}
                    value={day?.close ?? ""}
                    error={error("close")}
                    description={nextMorning(day) ? t("nextMorning") : undefined}
                    inputWrapperOrder={["input", "description", "error"]}
                    styles={{ input: TOUCH }}
                    onChange={(event) =>
                      day && setDay(i, { ...day, close: event.currentTarget.value })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    size="md"
                    label={t("closedDay")}
                    aria-label={t("closedOn", { day: name })}
                    checked={day === null}
                    styles={{ body: { ...TOUCH, alignItems: "center" } }}
                    onChange={(event) =>
                      setDay(i, event.currentTarget.checked ? null : { ...DEFAULT_OPENING_DAY })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
