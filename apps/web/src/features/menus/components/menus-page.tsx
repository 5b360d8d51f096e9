// Screens 6 and 7: menu search, per-row provide toggle and order input (row highlighted 3 s on success, a red
// notification on failure), genre group checkboxes with bulk provide on/off, and rows dragged to a new position.
// The lounge is the session's (the header switches it); 表示順 is a menu's place within its genre.
import type { Session } from "@lounge-office/domain/session";
import type { Menu } from "@lounge-office/domain/shared";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBan, IconPlus, IconToolsKitchen2 } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { LoungeSwitchOffer, PageLounge, useAskedLounge } from "../../../lib/lounge-context";
import { useSession } from "../../../lib/session";
import { useBulkProvideMenus } from "../api/bulk-provide-menus";
import { useGenres } from "../api/get-genres";
import { dropPosition, placesInGroups, positionForPlace } from "../api/row-position";
import { useMenuSearch } from "../api/search-menus";
import { useSortMenu } from "../api/sort-menu";
import { useUpdateMenu } from "../api/update-menu";
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
  const results = useMenuSearch(filters.search);
  // Drag positions refer to the lounge's whole list (the same query when no filter is set).
  const whole = useMenuSearch({ lounge_id: loungeId });
  const genres = useGenres(loungeId);
  const update = useUpdateMenu();
  const sort = useSortMenu();
  const bulk = useBulkProvideMenus();
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
        id: menu.id,
        menu: { provide_flag: !menu.provide_flag, lounge_id: menu.lounge_id },
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
        onError: (error) => notifyFailure("並べ替えできませんでした", error),
      },
    );
  };

  const onBulk = (provide_flag: boolean) => {
    const menu_ids = [...selected];
    bulk.mutate(
      { lounge_id: loungeId, menu_ids, provide_flag },
      {
        onSuccess: (saved) => {
          flash(...saved.map((m) => m.id));
          setPicked(new Set());
          notifications.show({
            color: "green",
            message: `${saved.length}件を${provide_flag ? "提供中" : "提供停止"}にしました`,
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
          <Title order={2}>メニュー</Title>
          <PageLounge session={session} />
        </Group>
        <Button
          component={Link}
          to={`/menus/new?lounge_id=${loungeId}`}
          leftSection={<IconPlus size={18} />}
        >
          メニューを登録
        </Button>
      </Group>
      <LoungeSwitchOffer session={session} asked={asked} />
      <MenuFiltersBar filters={filters} />
      {selected.size > 0 && (
        <Paper withBorder p="sm" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between">
            <Text fw={600}>{selected.size}件を選択中</Text>
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconToolsKitchen2 size={14} />}
                loading={bulk.isPending && bulk.variables?.provide_flag === true}
                disabled={bulk.isPending}
                onClick={() => onBulk(true)}
              >
                提供する
              </Button>
              <Button
                size="xs"
                color="red"
                leftSection={<IconBan size={14} />}
                loading={bulk.isPending && bulk.variables?.provide_flag === false}
                disabled={bulk.isPending}
                onClick={() => onBulk(false)}
              >
                提供停止
              </Button>
              <Button size="xs" variant="default" onClick={() => setPicked(new Set())}>
                選択を解除
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
            : "読み込み中です"
        }
        empty={results.isPending ? undefined : "該当するメニューはありません"}
      />
    </Stack>
  );
}
