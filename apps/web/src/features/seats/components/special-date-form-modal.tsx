// Add a special date range (年末年始 and the like): from, to (inclusive business days) and a price per person.
import { priceTablesApi, ZSpecialDateCreate } from "@lounge-office/domain/price-tables";
import { NumberInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { notifications } from "@mantine/notifications";
import { t as common } from "../../../lib/common-messages";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { t } from "../messages";

type Props = { loungeId: number; onClose: () => void };

const dateProps = {
  valueFormat: "YYYY/MM/DD",
  monthLabelFormat: common("picker.month"),
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
          notifications.show({ color: "green", message: t("special.added") });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );

  return (
    <FormModal
      title={titled(t("special.addTitle"))}
      onClose={onClose}
      onSubmit={onSubmit}
      error={create.error}
      pending={create.isPending}
    >
      <DatePickerInput
        label={t("special.from")}
        {...dateProps}
        value={values.from_day || null}
        error={form.errors.from_day}
        onChange={(value) => form.setFieldValue("from_day", value ?? "")}
      />
      <DatePickerInput
        label={t("special.to")}
        description={t("special.to.hint")}
        {...dateProps}
        value={values.to_day || null}
        minDate={values.from_day || undefined}
        error={form.errors.to_day}
        onChange={(value) => form.setFieldValue("to_day", value ?? "")}
      />
      <NumberInput
        label={t("special.price")}
        description={t("special.price.hint")}
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
