// Add a special date range (年末年始 and the like): from, to (inclusive business days) and a price per person.
import { priceTablesApi, ZSpecialDateCreate } from "@lounge-office/domain/price-tables";
import { NumberInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { useLoungeTitle } from "../../../lib/lounge-title";

type Props = { loungeId: number; onClose: () => void };

const dateProps = {
  valueFormat: "YYYY/MM/DD",
  monthLabelFormat: "YYYY年M月",
  placeholder: "YYYY/MM/DD",
  clearable: false,
  required: true,
} as const;

export function SpecialDateFormModal({ loungeId, onClose }: Props) {
  const titled = useLoungeTitle(loungeId);
  const form = useSchemaForm(ZSpecialDateCreate, {
    lounge_id: loungeId,
    from_day: "",
    to_day: "",
    price_per_person: 0,
  });
  const create = useContractMutation(priceTablesApi.createSpecialDate, {
    invalidate: [priceTablesApi.specialDates],
  });
  const values = form.getValues();
  const onSubmit = form.onSubmit((input) =>
    create.mutate(
      { body: input },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: "特別料金期間を追加しました" });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );

  return (
    <FormModal
      title={titled("特別料金期間の追加")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={create.error}
      pending={create.isPending}
    >
      <DatePickerInput
        label="開始日"
        {...dateProps}
        value={values.from_day || null}
        error={form.errors.from_day}
        onChange={(value) => form.setFieldValue("from_day", value ?? "")}
      />
      <DatePickerInput
        label="終了日"
        description="この日の営業日までを含みます"
        {...dateProps}
        value={values.to_day || null}
        minDate={values.from_day || undefined}
        error={form.errors.to_day}
        onChange={(value) => form.setFieldValue("to_day", value ?? "")}
      />
      <NumberInput
        label="1名あたりの料金（円）"
        description="期間中の来店1名ごとに加算します（期間が重なる日は高い方）"
        min={0}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        prefix="¥"
        {...form.getInputProps("price_per_person")}
      />
    </FormModal>
  );
}
