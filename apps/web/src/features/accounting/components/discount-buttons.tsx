// The discount buttons (50/30/20 %): each asks for confirmation; once one is confirmed all three are
// disabled, so a discount is applied once per settlement.
import { Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import type { DiscountPercent } from "../api/get-bill";

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
            {percent}%割引
          </Button>
        ))}
      </Group>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title="割引の確認" centered>
        <Text mb="md">
          合計金額から{asking}%割引します。よろしいですか？（適用後は変更できません）
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)}>
            キャンセル
          </Button>
          <Button
            color="orange"
            onClick={() => {
              if (asking !== null) onApply(asking);
              setAsking(null);
            }}
          >
            {asking}%割引する
          </Button>
        </Group>
      </Modal>
    </>
  );
}
