// The header of a table's column of buttons: empty to the eye, 「操作」 to a screen reader, so every
// column is headed (a cell's buttons are announced under a name, not under nothing).
import { Table, type TableThProps, VisuallyHidden } from "@mantine/core";
import { t } from "./common-messages";

export function ActionsHeader(props: TableThProps) {
  return (
    <Table.Th {...props}>
      <VisuallyHidden>{t("actions")}</VisuallyHidden>
    </Table.Th>
  );
}
