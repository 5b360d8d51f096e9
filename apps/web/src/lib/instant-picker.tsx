// A date-time picker for an instant, shown and picked as wall time in a lounge's time zone (Japanese
// calendar, `YYYY/MM/DD HH:mm`): the form holds the ISO instant with its offset, as the calls take it.
import "@mantine/dates/styles.css";
import { DateTimePicker, type DateTimePickerProps } from "@mantine/dates";
import { t } from "./common-messages";
import { dayjs } from "./dayjs";
import { locale } from "./i18n";

const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";
export const INSTANT_DISPLAY_FORMAT = "YYYY/MM/DD HH:mm";

/** `2026-05-01T11:00:00.000Z` in Asia/Tokyo → `2026-05-01 20:00:00` (what the picker shows). */
export const toWallTime = (instant: string, timeZone: string) =>
  dayjs(instant).tz(timeZone).format(PICKER_FORMAT);

/** `2026-05-01 20:00:00` in Asia/Tokyo → `2026-05-01T20:00:00+09:00`. */
export const fromWallTime = (wallTime: string, timeZone: string) =>
  dayjs.tz(wallTime, timeZone).format();

type Props = Omit<DateTimePickerProps, "value" | "onChange" | "defaultValue"> & {
  /** An ISO instant, or null for none. */
  value: string | null;
  onChange: (instant: string | null) => void;
  timeZone: string;
};

export function InstantPicker({ value, onChange, timeZone, ...props }: Props) {
  return (
    <DateTimePicker
      locale={locale}
      valueFormat={INSTANT_DISPLAY_FORMAT}
      monthLabelFormat={t("picker.month")}
      yearLabelFormat={t("picker.year")}
      timePickerProps={{
        hoursInputLabel: t("picker.hours"),
        minutesInputLabel: t("picker.minutes"),
      }}
      submitButtonProps={{ "aria-label": t("picker.submit") }}
      clearButtonProps={{
        "aria-label": t("picker.clear", {
          label: typeof props.label === "string" ? props.label : t("picker.dateTime"),
        }),
      }}
      {...props}
      value={value ? toWallTime(value, timeZone) : null}
      onChange={(picked) => onChange(picked ? fromWallTime(picked, timeZone) : null)}
    />
  );
}
