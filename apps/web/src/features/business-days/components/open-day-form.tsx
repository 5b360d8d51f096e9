// 開店: the float the day starts with, as one total or counted by denomination (the total is then
// the count's). Also how a day a settlement opened by itself gets its counted float afterwards.
import { businessDaysApi, countedTotal } from "@lounge-office/domain/business-days";
import { Alert, Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBuildingStore } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { type DayRef, dayChanged } from "../api/business-day-queries";
import { t } from "../messages";
import { type CountDraft, countsOf, emptyCounts, formatYen } from "./day-format";
import { DenominationTable } from "./denomination-table";
import { YenAmountInput } from "./numeric-inputs";

type Props = {
  day: DayRef;
  defaultFloat: number;
  /** The day was opened by a settlement: this enters its counted float. */
  recount?: boolean;
  onDone?: () => void;
};

type Mode = "total" | "counts";

export function OpenDayForm({ day, defaultFloat, recount = false, onDone }: Props) {
  const [mode, setMode] = useState<Mode>("total");
  const [total, setTotal] = useState<number | string>(defaultFloat);
  const [counts, setCounts] = useState<CountDraft>(emptyCounts);
  const open = useContractMutation(businessDaysApi.open, dayChanged(day.loungeId));
  const float =
    mode === "counts" ? countedTotal(countsOf(counts)) : typeof total === "number" ? total : null;

  const submit = () => {
    if (float === null) return;
    open.mutate(
      {
        params: { lounge_id: day.loungeId, date: day.date },
        body: mode === "counts" ? { counts: countsOf(counts) } : { float },
      },
      {
        onSuccess: (opened) => {
          notifications.show({
            color: "green",
            message: recount
              ? t("floatSet", { amount: formatYen(opened.float) })
              : t("opened", { amount: formatYen(opened.float) }),
          });
          onDone?.();
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: "total", label: t("floatMode.total") },
          { value: "counts", label: t("floatMode.counts") },
        ]}
        size="md"
        aria-label={t("floatMode")}
      />
      {mode === "total" ? (
        <YenAmountInput
          label={t("float")}
          description={t("lastFloat", { amount: formatYen(defaultFloat) })}
          value={total}
          onChange={setTotal}
          size="lg"
          maw={320}
        />
      ) : (
        <DenominationTable
          label={t("floatDenominations")}
          value={counts}
          onChange={setCounts}
          totalTestId="float-total"
        />
      )}
      {open.error && (
        <Alert color="red" role="alert">
          {errorMessage(open.error)}
        </Alert>
      )}
      <Group>
        <Button
          size="lg"
          leftSection={<IconBuildingStore size={20} />}
          onClick={submit}
          loading={open.isPending}
          disabled={float === null}
        >
          {recount ? t("saveFloat") : t("openDay")}
        </Button>
        {float !== null && (
          <Text size="lg" fw={600}>
            {t("floatAmount", { amount: formatYen(float) })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
