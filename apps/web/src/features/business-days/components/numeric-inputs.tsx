// Whole-number inputs for counts and yen, on the numeric keypad: Mantine's NumberInput always asks
// for the decimal keypad (`inputmode="decimal"`, with a point key no count or yen needs), so the
// attribute is set on the element once it exists (React leaves it alone afterwards: its own prop
// never changes).
import { NumberInput, type NumberInputProps } from "@mantine/core";

const numericKeypad = (input: HTMLInputElement | null) => {
  input?.setAttribute("inputmode", "numeric");
};

/** A count or an amount: digits only, never negative, the numeric keypad, 44 px tall. */
export function WholeNumberInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      allowDecimal={false}
      hideControls
      size="md"
      {...props}
      ref={numericKeypad}
      styles={{ input: { minHeight: 44 } }}
    />
  );
}

/** Yen: `¥30,000`. */
export function YenAmountInput(props: NumberInputProps) {
  return <WholeNumberInput thousandSeparator="," prefix="¥" {...props} />;
}
