// The discount buttons (50/30/20 %): each asks for confirmation; once one is confirmed all three are
// disabled, so a discount is applied once per settlement.
import { Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { t as common } from "../../../lib/common-messages";
import type { DiscountPercent } from "../api/get-bill";
import { t } from "../messages";

export const DISCOUNT_PERCENTS: readonly DiscountPercent[] = [50, 30, 20];

type Props = {
  applied: DiscountPercent | null;
  onApply: (percent: DiscountPercent) => void;
};

export function DiscountButtons({ applied, onApply }: Props) {
  const [asking, setAsking] = useState<DiscountPercent | null>(null);
  return (
    <>
      <Group gap="xs" grow>
        {DISCOUNT_PERCENTS.map((percent) => (
          <Button
            key={percent}
            variant={applied === percent ? "filled" : "outline"}
            color="orange"
            px={4}
            disabled={applied !== null}
            onClick={() => setAsking(percent)}
          >
            {t("discount.button", { percent })}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t("discount.confirm")}
        centered
      >
        <Text mb="md">{t("discount.question", { percent: asking ?? "" })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)}>
            {common("cancel")}
          </Button>
          <Button
            color="orange"
            onClick={() => {
              if (asking !== null) onApply(asking);
              setAsking(null);
            }}
          >
            {t("discount.apply", { percent: asking ?? "" })}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
