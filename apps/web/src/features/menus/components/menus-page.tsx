// Screens 6 and 7: menu search, per-row provide toggle and order input (row highlighted 3 s on success, a red
// notification on failure), genre group checkboxes with bulk provide on/off, and rows dragged to a new position.
// The lounge is the session's (the header switches it); 表示順 is a menu's place within its genre.
import { menusApi } from "@lounge-office/domain/menus";
import type { Session } from "@lounge-office/domain/session";
import type { Menu } from "@lounge-office/domain/shared";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBan, IconPlus, IconToolsKitchen2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { LoungeSwitchOffer, PageLounge, useAskedLounge } from "../../../lib/lounge-context";
import { useSession } from "../../../lib/session";
import { genresQuery } from "../api/genres-cache";
import { MENUS_SAVED, menuSearchQuery, useSortMenu } from "../api/menus-cache";
import { dropPosition, placesInGroups, positionForPlace } from "../api/row-position";
import { t } from "../messages";
import { MenuFiltersBar, useMenuFilters } from "./menu-filters";
import { MenuTable } from "./menu-table";
import { notifyFailure } from "./notify-failure";
import type { RowMove } from "./sortable-table";
import { useRowHighlight } from "./use-row-highlight";

export function MenusPage() {
  const session = useSession().data;
  if (!session) return null;
  return <Menus session={session} />;
}

const genreOf = (menu: Menu) => menu.genre_id;

function Menus({ session }: { session: Session }) {
  const asked = useAskedLounge();
  const filters = useMenuFilters(session);
  const { loungeId } = filters;
  const results = useQuery(menuSearchQuery(filters.search));
  // Drag positions refer to the lounge's whole list (the same query when no filter is set).
  const whole = useQuery(menuSearchQuery({ lounge_id: loungeId }));
  const genres = useQuery(genresQuery(loungeId));
  const update = useContractMutation(menusApi.update, MENUS_SAVED);
  const sort = useSortMenu();
  // The genre group checkboxes: provide or stop every ticked menu at once (screen 8).
  const bulk = useContractMutation(menusApi.bulkProvide, MENUS_SAVED);
  const { flash, isHighlighted } = useRowHighlight();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());

  const menus = results.data ?? [];
  // Only what is on screen stays ticked.
  const selected = new Set(menus.filter((m) => picked.has(m.id)).map((m) => m.id));

  const onSelect = (ids: number[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const onToggle = (menu: Menu) =>
    update
      .mutateAsync({
        params: { id: menu.id },
        body: { menu: { provide_flag: !menu.provide_flag, lounge_id: menu.lounge_id } },
      })
      .then(() => flash(menu.id));

  // 表示順 counts within a genre (the list is grouped by genre), whatever filter is set: places in the whole list.
  const places = placesInGroups(whole.data ?? [], genreOf);
  const onOrder = async (menu: Menu, place: number) => {
    const position = whole.data && positionForPlace(whole.data, menu.id, place, genreOf);
    if (position === undefined) return;
    await sort.mutateAsync({ id: menu.id, loungeId, position });
    flash(menu.id);
  };

  const onMove = ({ id, overId }: RowMove) => {
    if (!whole.data) return;
    const position = dropPosition(
      whole.data.map((m) => m.id),
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

  const onBulk = (provide_flag: boolean) => {
    const menu_ids = [...selected];
    bulk.mutate(
      { body: { lounge_id: loungeId, menu_ids, provide_flag } },
      {
        onSuccess: (saved) => {
          flash(...saved.map((m) => m.id));
          setPicked(new Set());
          notifications.show({
            color: "green",
            message: t("bulkDone", { count: saved.length, served: provide_flag ? "yes" : "no" }),
          });
        },
        onError: (error) => notifications.show({ color: "red", message: errorMessage(error) }),
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{t("menus")}</Title>
          <PageLounge session={session} />
        </Group>
        <Button
          component={Link}
          to={`/menus/new?lounge_id=${loungeId}`}
          leftSection={<IconPlus size={18} />}
        >
          {t("menuAdd")}
        </Button>
      </Group>
      <LoungeSwitchOffer session={session} asked={asked} />
      <MenuFiltersBar filters={filters} />
      {selected.size > 0 && (
        <Paper withBorder p="sm" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between">
            <Text fw={600}>{t("selected", { count: selected.size })}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconToolsKitchen2 size={14} />}
                loading={bulk.isPending && bulk.variables?.body.provide_flag === true}
                disabled={bulk.isPending}
                onClick={() => onBulk(true)}
              >
                {t("provide")}
              </Button>
              <Button
                size="xs"
                color="red"
                leftSection={<IconBan size={14} />}
                loading={bulk.isPending && bulk.variables?.body.provide_flag === false}
                disabled={bulk.isPending}
                onClick={() => onBulk(false)}
              >
                {t("stopServing")}
              </Button>
              <Button size="xs" variant="default" onClick={() => setPicked(new Set())}>
                {t("unselect")}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {results.isError && <Alert color="red">{errorMessage(results.error)}</Alert>}
      <MenuTable
        menus={menus}
        genres={genres.data ?? []}
        selected={selected}
        onSelect={onSelect}
        isHighlighted={isHighlighted}
        onToggle={onToggle}
        placeOf={(menu) => places.get(menu.id)}
        onOrder={onOrder}
        onMove={onMove}
        sortDisabledReason={
          whole.data && !whole.isPlaceholderData && !results.isPlaceholderData
            ? undefined
            : t("stillLoading")
        }
        empty={results.isPending ? undefined : t("noneFound")}
      />
    </Stack>
  );
}
