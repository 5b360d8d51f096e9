// Screen 8: register or edit a menu: name, price, genre, option tags, image (≤ 1 MB, submit disabled over it).
// The image is uploaded first; server errors land on their fields and the form keeps every value. A new menu is
// the session's lounge's (the title names it); a menu of another lounge is edited only after switching to it.
import { menusApi, ZMenuForm } from "@lounge-office/domain/menus";
import type { Session } from "@lounge-office/domain/session";
import { GENRE_KINDS, type Menu } from "@lounge-office/domain/shared";
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
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { FormShell, useSchemaForm } from "../../../lib/form";
import { LoungeSwitchOffer, useAskedLounge } from "../../../lib/lounge-context";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { useSession } from "../../../lib/session";
import { genresQuery } from "../api/genres-cache";
import { MENUS_SAVED, menuQuery } from "../api/menus-cache";
import { genreKindName, t } from "../messages";
import { ImageField } from "./image-field";
import { TagEditor } from "./tag-editor";
import { useSaveWithImage } from "./use-image-upload";

export function MenuFormPage() {
  const { id } = useParams();
  const session = useSession().data;
  if (!session) return null;
  if (id === undefined) return <NewMenu session={session} />;
  return <EditMenu session={session} id={Number(id)} />;
}

function NewMenu({ session }: { session: Session }) {
  const asked = useAskedLounge();
  const loungeId = session.lounge.id;
  return (
    <Stack maw={720}>
      <LoungeSwitchOffer session={session} asked={asked} />
      {/* A switch of lounge starts a fresh form: genres are a lounge's own. */}
      <MenuForm key={loungeId} menu={null} loungeId={loungeId} />
    </Stack>
  );
}

function EditMenu({ session, id }: { session: Session; id: number }) {
  const menu = useQuery(menuQuery(id));
  if (menu.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t("loading")} />
      </Center>
    );
  }
  if (menu.isError) return <Alert color="red">{errorMessage(menu.error)}</Alert>;
  // Another lounge's menu (a link from elsewhere): edited only in that lounge's context, never silently.
  if (menu.data.lounge_id !== session.lounge.id) {
    return (
      <Stack maw={720}>
        <Title order={2}>{t("menuEdit")}</Title>
        <LoungeSwitchOffer session={session} asked={menu.data.lounge_id} what={t("thisMenu")} />
      </Stack>
    );
  }
  return <MenuForm key={menu.data.id} menu={menu.data} loungeId={menu.data.lounge_id} />;
}

type FormProps = { menu: Menu | null; loungeId: number };

export function MenuForm({ menu, loungeId }: FormProps) {
  const navigate = useNavigate();
  const titled = useLoungeTitle(loungeId);
  const form = useSchemaForm(ZMenuForm, {
    lounge_id: loungeId,
    genre_id: menu ? String(menu.genre_id) : "",
    name: menu?.name ?? "",
    price: menu?.price ?? "",
    options: menu?.options ?? [],
    provide_flag: menu?.provide_flag ?? true,
  });
  const values = form.getValues();
  const genres = useQuery(genresQuery(loungeId));
  const create = useContractMutation(menusApi.create, MENUS_SAVED);
  const update = useContractMutation(menusApi.update, MENUS_SAVED);
  const { save, error, pending, tooLarge, imageField } = useSaveWithImage(
    form,
    menu?.image ?? null,
  );

  const genreData = [
    { value: "", label: t("choose") },
    ...GENRE_KINDS.map((kind) => ({
      group: genreKindName(kind),
      items: (genres.data ?? [])
        .filter((g) => g.genre_kind === kind)
        .map((g) => ({ value: String(g.id), label: g.name })),
    })).filter((group) => group.items.length > 0),
  ];

  const onSubmit = form.onSubmit((parsed) => {
    void save(parsed.lounge_id, async (image_id) => {
      // The lounge of a stored menu never changes.
      const { lounge_id: _lounge, ...fields } = parsed;
      const saved = menu
        ? await update.mutateAsync({
            params: { id: menu.id },
            body: { menu: { ...fields, image_id } },
          })
        : await create.mutateAsync({ body: { ...parsed, image_id } });
      notifications.show({ color: "green", message: t("saved", { name: saved.name }) });
      navigate(`/menus?lounge_id=${saved.lounge_id}`);
    });
  });

  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={2}>{titled(menu ? t("menuEdit") : t("menuNew"))}</Title>
        <Button
          component={Link}
          to={`/menus?lounge_id=${loungeId}`}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t("backToList")}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <FormShell onSubmit={onSubmit} error={error} pending={pending} submitDisabled={tooLarge}>
          <NativeSelect
            label={t("genre")}
            required
            data={genreData}
            {...form.getInputProps("genre_id")}
          />
          <TextInput label={t("menuName")} required {...form.getInputProps("name")} />
          <NumberInput
            label={t("priceWithTax")}
            required
            w={200}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            rightSection={t("yenUnit")}
            {...form.getInputProps("price")}
          />
          <TagEditor
            label={t("options")}
            description={t("optionsHint")}
            value={Array.isArray(values.options) ? values.options : []}
            onChange={(tags) => form.setFieldValue("options", tags)}
            error={form.errors.options}
          />
          <ImageField label={t("image")} {...imageField} />
          <Checkbox
            label={t("provide")}
            {...form.getInputProps("provide_flag", { type: "checkbox" })}
          />
        </FormShell>
      </Paper>
    </Stack>
  );
}
