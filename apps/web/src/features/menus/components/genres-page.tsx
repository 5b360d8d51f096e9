// Screen 4: a lounge's genres, each with its genre kind and a row-order input; rows can be dragged; a genre can be added.
import { menusApi, ZGenreInput } from "@lounge-office/domain/menus";
import type { Session } from "@lounge-office/domain/session";
import { GENRE_KINDS, type Genre, type GenreKind } from "@lounge-office/domain/shared";
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { showServerErrors, useSchemaForm } from "../../../lib/form";
import { LoungeSwitchOffer, PageLounge, useAskedLounge } from "../../../lib/lounge-context";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { useSession } from "../../../lib/session";
import { GENRE_SAVED, genresQuery, useSortGenre } from "../api/genres-cache";
import { dropPosition } from "../api/row-position";
import { genreKindName, t } from "../messages";
import { notifyFailure } from "./notify-failure";
import { RowOrderInput } from "./row-order-input";
import { type RowMove, SortableTable } from "./sortable-table";
import { useRowHighlight } from "./use-row-highlight";

const KIND_COLOR: Record<GenreKind, string> = { drink: "blue", food: "orange", other: "grape" };

/** Adds a genre to the lounge shown (keyed by lounge: a lounge change starts a fresh form). */
function AddGenreForm({ loungeId }: { loungeId: number }) {
  const titled = useLoungeTitle(loungeId);
  const titleId = useId();
  const form = useSchemaForm(ZGenreInput, { lounge_id: loungeId, name: "", genre_kind: "drink" });
  const create = useContractMutation(menusApi.createGenre, GENRE_SAVED);
  const onSubmit = form.onSubmit((parsed) =>
    create.mutate(
      { body: parsed },
      {
        onSuccess: (genre) => {
          notifications.show({
            color: "green",
            message: t("genreAdded", { name: genre.name }),
          });
          form.setFieldValue("name", "");
        },
        onError: (error) => {
          showServerErrors(form)(error);
          notifications.show({ color: "red", message: errorMessage(error) });
        },
      },
    ),
  );
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
    >
      <Title order={3} size="h5" mb="xs" id={titleId}>
        {titled(t("genreNew"))}
      </Title>
      <Group align="flex-start" wrap="wrap">
        <TextInput label={t("genreName")} required {...form.getInputProps("name")} />
        <NativeSelect
          label={t("genreKind")}
          data={GENRE_KINDS.map((k) => ({ value: k, label: genreKindName(k) }))}
          {...form.getInputProps("genre_kind")}
        />
        <Button
          type="submit"
          mt={25}
          leftSection={<IconPlus size={16} />}
          loading={create.isPending}
        >
          {t("genreAdd")}
        </Button>
      </Group>
    </Paper>
  );
}

export function GenresPage() {
  const session = useSession().data;
  if (!session) return null;
  return <Genres session={session} />;
}

function Genres({ session }: { session: Session }) {
  // The session's lounge (the header switches it); a link naming another one gets the offer to switch.
  const loungeId = session.lounge.id;
  const asked = useAskedLounge();
  const genres = useQuery(genresQuery(loungeId));
  // The row-order input: PUT /genres/{id} with `{genre:{row_order}}`.
  const update = useContractMutation(menusApi.updateGenre, GENRE_SAVED);
  const sort = useSortGenre();
  const { flash, isHighlighted } = useRowHighlight();
  const list = genres.data ?? [];

  const onMove = ({ id, overId }: RowMove) => {
    const position = dropPosition(
      list.map((g) => g.id),
      id,
      overId,
    );
    sort.mutate(
      { id, loungeId, position },
      {
        onSuccess: () => flash(id),
        // The hook has put the rows back where they were.
        onError: (error) => notifyFailure(t("sortFailed"), error),
      },
    );
  };

  return (
    <Stack>
      <Group gap="sm">
        <Title order={2}>{t("genres")}</Title>
        <PageLounge session={session} />
      </Group>
      <LoungeSwitchOffer session={session} asked={asked} />
      <AddGenreForm key={loungeId} loungeId={loungeId} />
      {genres.isError && <Alert color="red">{errorMessage(genres.error)}</Alert>}
      <SortableTable<Genre>
        label={t("genreList")}
        columnCount={4}
        head={
          <>
            <Table.Th>{t("genreName")}</Table.Th>
            <Table.Th>{t("genreKind")}</Table.Th>
            <Table.Th>{t("col.order")}</Table.Th>
          </>
        }
        sections={[{ key: "genres", items: list }]}
        itemLabel={(genre) => genre.name}
        highlighted={(genre) => isHighlighted(genre.id)}
        rowAttributes={(genre) => ({ "data-genre": genre.name })}
        onMove={onMove}
        sortDisabledReason={genres.isFetching && !genres.data ? t("stillLoading") : undefined}
        empty={
          genres.isPending ? undefined : (
            <Text c="dimmed" ta="center">
              {t("genreNone")}
            </Text>
          )
        }
        renderCells={(genre) => (
          <>
            <Table.Td>{genre.name}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={KIND_COLOR[genre.genre_kind]}>
                {genreKindName(genre.genre_kind)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <RowOrderInput
                value={genre.row_order}
                name={genre.name}
                min={1}
                onCommit={(row_order) =>
                  update
                    .mutateAsync({ params: { id: genre.id }, body: { genre: { row_order } } })
                    .then(() => flash(genre.id))
                }
              />
            </Table.Td>
          </>
        )}
      />
    </Stack>
  );
}
