// Screen 8: register or edit a menu: name, price, genre, lounge, option tags, image (≤ 1 MB, submit disabled
// over it). The image is uploaded first; server errors land on their fields and the form keeps every value.
import {
  GENRE_KIND_JA,
  GENRE_KINDS,
  imageTooLarge,
  type Menu,
  type Session,
  ZMenuInput,
} from "@lounge-office/domain";
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/form-errors";
import { useSession } from "../../../lib/session";
import { useCreateMenu } from "../api/create-menu";
import { useGenres } from "../api/get-genres";
import { useMenu } from "../api/get-menu";
import { useUpdateMenu } from "../api/update-menu";
import { ImageField } from "./image-field";
import { LoungeSelect, useLoungeParam } from "./lounge-param";
import { TagEditor } from "./tag-editor";
import { formFieldErrors, imageIdOf, useImageUpload } from "./use-image-upload";

export function MenuFormPage() {
  const { id } = useParams();
  const session = useSession().data;
  if (!session) return null;
  if (id === undefined) return <NewMenu session={session} />;
  return <EditMenu session={session} id={Number(id)} />;
}

function NewMenu({ session }: { session: Session }) {
  const [loungeId] = useLoungeParam(session);
  return <MenuForm session={session} menu={null} initialLoungeId={loungeId} />;
}

function EditMenu({ session, id }: { session: Session; id: number }) {
  const menu = useMenu(id);
  if (menu.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label="読み込み中" />
      </Center>
    );
  }
  if (menu.isError) return <Alert color="red">{errorMessage(menu.error)}</Alert>;
  return (
    <MenuForm
      key={menu.data.id}
      session={session}
      menu={menu.data}
      initialLoungeId={menu.data.lounge_id}
    />
  );
}

type FormProps = { session: Session; menu: Menu | null; initialLoungeId: number };

export function MenuForm({ session, menu, initialLoungeId }: FormProps) {
  const navigate = useNavigate();
  const [loungeId, setLoungeId] = useState(initialLoungeId);
  const [genreId, setGenreId] = useState(menu ? String(menu.genre_id) : "");
  const [name, setName] = useState(menu?.name ?? "");
  const [price, setPrice] = useState<string | number>(menu?.price ?? "");
  const [options, setOptions] = useState<string[]>(menu?.options ?? []);
  const [provided, setProvided] = useState(menu?.provide_flag ?? true);
  const [file, setFile] = useState<File | null>(null);
  const [keptImage, setKeptImage] = useState<string | null>(menu?.image ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const genres = useGenres(loungeId);
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const { imageIdFor } = useImageUpload();
  const tooLarge = file !== null && imageTooLarge(file.size);

  const genreData = [
    { value: "", label: "選択してください" },
    ...GENRE_KINDS.map((kind) => ({
      group: GENRE_KIND_JA[kind],
      items: (genres.data ?? [])
        .filter((g) => g.genre_kind === kind)
        .map((g) => ({ value: String(g.id), label: g.name })),
    })).filter((group) => group.items.length > 0),
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLarge || saving) return;
    const local: Record<string, string> = {};
    if (!genreId) local.genre_id = "ジャンルを選択してください";
    if (price === "") local.price = "価格を入力してください";
    // The genre is checked here, so its message says "choose" rather than "invalid id".
    const parsed = ZMenuInput.omit({ genre_id: true }).safeParse({
      lounge_id: loungeId,
      name,
      price: price === "" ? undefined : price,
      options,
      provide_flag: provided,
    });
    if (!parsed.success || Object.keys(local).length > 0) {
      return setErrors({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...local });
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const image_id = await imageIdFor(loungeId, file, imageIdOf(keptImage));
      const input = { ...parsed.data, genre_id: Number(genreId), image_id };
      const saved = menu
        ? await update.mutateAsync({
            id: menu.id,
            menu: {
              genre_id: input.genre_id,
              name: input.name,
              price: input.price,
              options: input.options,
              image_id,
              provide_flag: input.provide_flag,
            },
          })
        : await create.mutateAsync(input);
      notifications.show({ color: "green", message: `「${saved.name}」を保存しました` });
      navigate(`/menus?lounge_id=${saved.lounge_id}`);
    } catch (error) {
      if (error instanceof ApiError) setErrors(formFieldErrors(error.fields));
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack maw={720}>
      <Title order={2}>{menu ? "メニューの編集" : "メニューの登録"}</Title>
      <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <LoungeSelect
            session={session}
            value={loungeId}
            disabled={menu !== null}
            onChange={(id) => {
              setLoungeId(id);
              setGenreId("");
            }}
          />
          <NativeSelect
            label="ジャンル"
            required
            value={genreId}
            error={errors.genre_id}
            onChange={(event) => setGenreId(event.currentTarget.value)}
            data={genreData}
          />
          <TextInput
            label="メニュー名"
            required
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <NumberInput
            label="価格（税込）"
            required
            w={200}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            rightSection="円"
            value={price}
            error={errors.price}
            onChange={setPrice}
          />
          <TagEditor
            label="オプション"
            description="例: 濃いめ, 薄め（注文時に1つ選びます）"
            value={options}
            onChange={setOptions}
            error={errors.options}
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
            <Button component={Link} to={`/menus?lounge_id=${loungeId}`} variant="default">
              一覧へ戻る
            </Button>
            <Button type="submit" disabled={tooLarge} loading={saving}>
              保存
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
