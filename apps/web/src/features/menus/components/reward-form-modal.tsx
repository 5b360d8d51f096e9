// Screen 9's reward form: name, image (≤ 1 MB, submit disabled over it), provided or not. The image is uploaded
// first; server errors land on their fields and the form keeps every value.
import { menusApi, ZRewardInput } from "@lounge-office/domain/menus";
import type { Reward } from "@lounge-office/domain/shared";
import { Checkbox, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, useSchemaForm } from "../../../lib/form";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { REWARD_SAVED } from "../api/rewards-cache";
import { t } from "../messages";
import { ImageField } from "./image-field";
import { useSaveWithImage } from "./use-image-upload";

type Props = { loungeId: number; reward: Reward | null; onClose: () => void };

export function RewardFormModal({ loungeId, reward, onClose }: Props) {
  const titled = useLoungeTitle(loungeId);
  const form = useSchemaForm(ZRewardInput, {
    lounge_id: loungeId,
    name: reward?.name ?? "",
    provide_flag: reward?.provide_flag ?? true,
  });
  const create = useContractMutation(menusApi.createReward, REWARD_SAVED);
  const update = useContractMutation(menusApi.updateReward, REWARD_SAVED);
  const { save, error, pending, tooLarge, imageField } = useSaveWithImage(
    form,
    reward?.image ?? null,
  );

  const onSubmit = form.onSubmit((parsed) => {
    void save(loungeId, async (image_id) => {
      const saved = reward
        ? await update.mutateAsync({
            params: { id: reward.id },
            body: { reward: { name: parsed.name, image_id, provide_flag: parsed.provide_flag } },
          })
        : await create.mutateAsync({ body: { ...parsed, image_id } });
      notifications.show({ color: "green", message: t("saved", { name: saved.name }) });
      onClose();
    });
  });

  return (
    <FormModal
      title={titled(reward ? t("rewardEdit") : t("rewardNew"))}
      size="lg"
      onClose={onClose}
      onSubmit={onSubmit}
      error={error}
      pending={pending}
      submitDisabled={tooLarge}
    >
      <TextInput label={t("rewardName")} required data-autofocus {...form.getInputProps("name")} />
      <ImageField label={t("image")} {...imageField} />
      <Checkbox
        label={t("provide")}
        {...form.getInputProps("provide_flag", { type: "checkbox" })}
      />
    </FormModal>
  );
}
