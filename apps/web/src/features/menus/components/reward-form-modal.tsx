// Screen 9's reward form: name, image (≤ 1 MB, submit disabled over it), provided or not. The image is uploaded
// first; server errors land on their fields and the form keeps every value.
import { imageTooLarge, type Reward, ZRewardInput } from "@lounge-office/domain";
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/form-errors";
import { useCreateReward } from "../api/create-reward";
import { useUpdateReward } from "../api/update-reward";
import { ImageField } from "./image-field";
import { formFieldErrors, imageIdOf, useImageUpload } from "./use-image-upload";

type Props = { loungeId: number; reward: Reward | null; onClose: () => void };

export function RewardFormModal({ loungeId, reward, onClose }: Props) {
  const [name, setName] = useState(reward?.name ?? "");
  const [provided, setProvided] = useState(reward?.provide_flag ?? true);
  const [file, setFile] = useState<File | null>(null);
  const [keptImage, setKeptImage] = useState<string | null>(reward?.image ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const create = useCreateReward();
  const update = useUpdateReward();
  const { imageIdFor } = useImageUpload();
  const tooLarge = file !== null && imageTooLarge(file.size);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLarge || saving) return;
    const parsed = ZRewardInput.safeParse({ lounge_id: loungeId, name, provide_flag: provided });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const image_id = await imageIdFor(loungeId, file, imageIdOf(keptImage));
      const saved = reward
        ? await update.mutateAsync({
            id: reward.id,
            reward: { name: parsed.data.name, image_id, provide_flag: parsed.data.provide_flag },
          })
        : await create.mutateAsync({ ...parsed.data, image_id });
      notifications.show({ color: "green", message: `「${saved.name}」を保存しました` });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(formFieldErrors(error.fields));
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={reward ? "特典の編集" : "特典の登録"} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label="特典名"
            required
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <ImageField
            label="画像"
            file={file}
            onChange={setFile}
            currentUrl={keptImage}
            onRemoveCurrent={() => setKeptImage(null)}
            error={errors.image ?? errors.image_id}
          />
          <Checkbox
            label="提供する"
            checked={provided}
            onChange={(event) => setProvided(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" disabled={tooLarge} loading={saving}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
