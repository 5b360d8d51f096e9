// A checkbox with no visible label (a list's row or section selector) in a 44 × 44 px box that
// takes the whole tap: the box is the checkbox's label, so a finger beside the 20 px square still
// ticks it.
import { Checkbox, type CheckboxProps } from "@mantine/core";
import classes from "./boxed-checkbox.module.css";

export function BoxedCheckbox(props: CheckboxProps & { "aria-label": string }) {
  return (
    <label className={classes.box}>
      <Checkbox {...props} />
    </label>
  );
}
