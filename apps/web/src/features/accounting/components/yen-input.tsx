// A whole-yen amount input (payments, extra charges): digits only, ¥ and thousands separators,
// the numeric keypad on a tablet.
import { NumberInput, type NumberInputProps } from "@mantine/core";

export function YenInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      allowDecimal={false}
      thousandSeparator=","
      prefix="¥"
      hideControls
      inputMode="numeric"
      {...props}
    />
  );
}
