// The menu and reward image field (screens 8, 9): the chosen file's size as `ファイルサイズ:{n}MB`; over 1 MB the
// field is flagged (the form disables its submit with `imageTooLarge`). The server checks the content again.
import { fileSizeLabel, IMAGE_TOO_LARGE_MESSAGE, imageTooLarge } from "@lounge-office/domain/menus";
import { Button, Group, Image, Input, Stack, Text } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconPhotoOff } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { t } from "../messages";

type Props = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The stored image, when the record has one and it is kept. */
  currentUrl?: string | null;
  /** Drops the stored image (the record is saved without one). */
  onRemoveCurrent?: () => void;
  error?: ReactNode;
};

function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function ImageField({ label, file, onChange, currentUrl, onRemoveCurrent, error }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const tooLarge = file !== null && imageTooLarge(file.size);
  const shown = preview ?? (file ? null : currentUrl);

  // Clearing the choice also clears the native input, so the same file can be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={t("imageHint")}
      error={tooLarge ? IMAGE_TOO_LARGE_MESSAGE : error}
    >
      <Group align="flex-start" mt={6} wrap="nowrap">
        {shown ? (
          <Image src={shown} alt={t("preview", { label })} w={88} h={88} fit="cover" radius="sm" />
        ) : (
          <Group w={88} h={88} justify="center" bg="var(--mantine-color-default-hover)">
            <IconPhotoOff size={28} color="var(--mantine-color-dimmed)" aria-hidden />
          </Group>
        )}
        <Stack gap={6}>
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-invalid={tooLarge || Boolean(error)}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          />
          {file && (
            <Text size="sm" c={tooLarge ? "red" : "dimmed"} data-testid="image-file-size">
              {fileSizeLabel(file.size)}
            </Text>
          )}
          <Group gap="xs">
            {file && (
              <Button size="compact-xs" variant="default" onClick={() => onChange(null)}>
                {t("unchoose")}
              </Button>
            )}
            {!file && currentUrl && onRemoveCurrent && (
              <Button size="compact-xs" variant="default" color="red" onClick={onRemoveCurrent}>
                {t("removeImage")}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
