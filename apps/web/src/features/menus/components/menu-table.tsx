// Screen 6's rows, grouped by genre: group checkbox, provide toggle, order input and drag handle per row. The
// order shown (表示順) is a menu's place 1..n within its genre, as the list is read.
import type { Genre, Menu } from "@lounge-office/domain/shared";
import { Avatar, Badge, Button, Group, Table, Text } from "@mantine/core";
import { IconPencil, IconPhoto } from "@tabler/icons-react";
import { Link } from "react-router";
import { ActionsHeader } from "../../../lib/actions-header";
import { BoxedCheckbox } from "../../../lib/boxed-checkbox";
import { yenWord } from "../../../lib/common-messages";
import { genreKindName, t } from "../messages";
import { ProvideToggle } from "./provide-toggle";
import { RowOrderInput } from "./row-order-input";
import { type RowMove, type SortableSection, SortableTable } from "./sortable-table";

/** Menus grouped by genre, the groups in the genres' display order. */
export function groupByGenre(menus: readonly Menu[], genres: readonly Genre[]) {
  const rank = new Map(genres.map((g, i) => [g.id, i]));
  const groups = new Map<number, Menu[]>();
  for (const menu of menus) {
    const list = groups.get(menu.genre_id) ?? [];
    list.push(menu);
    groups.set(menu.genre_id, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity))
    .map(([genreId, items]) => ({ genreId, items }));
}

type Props = {
  menus: readonly Menu[];
  genres: readonly Genre[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  isHighlighted: (id: number) => boolean;
  onToggle: (menu: Menu) => Promise<unknown>;
  /** A menu's place (1..n) within its genre in the lounge's whole list; undefined until that list is read. */
  placeOf: (menu: Menu) => number | undefined;
  /** Moves a menu to a place within its genre. */
  onOrder: (menu: Menu, place: number) => Promise<unknown>;
  onMove: (move: RowMove) => void;
  sortDisabledReason?: string | undefined;
  empty: string | undefined;
};

export function MenuTable(props: Props) {
  const { menus, genres, selected, onSelect, isHighlighted } = props;
  const sections: SortableSection<Menu>[] = groupByGenre(menus, genres).map(
    ({ genreId, items }) => {
      const first = items[0];
      const ids = items.map((m) => m.id);
      const ticked = ids.filter((id) => selected.has(id)).length;
      return {
        key: String(genreId),
        items,
        header: (
          <Group gap="sm">
            <BoxedCheckbox
              aria-label={t("selectGenre", { genre: first?.genre ?? "" })}
              checked={ticked === ids.length}
              indeterminate={ticked > 0 && ticked < ids.length}
              onChange={(event) => onSelect(ids, event.currentTarget.checked)}
            />
            <Text fw={700}>{first?.genre}</Text>
            {first && (
              <Badge variant="light" size="sm">
                {genreKindName(first.genre_kind)}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t("count", { count: items.length })}
            </Text>
          </Group>
        ),
      };
    },
  );

  return (
    <SortableTable<Menu>
      label={t("menuList")}
      columnCount={9}
      head={
        <>
          <Table.Th w={52} style={{ whiteSpace: "nowrap" }}>
            {t("select")}
          </Table.Th>
          <Table.Th w={56}>{t("image")}</Table.Th>
          <Table.Th>{t("menuName")}</Table.Th>
          <Table.Th ta="right">{t("price")}</Table.Th>
          <Table.Th>{t("options")}</Table.Th>
          <Table.Th>{t("col.provided")}</Table.Th>
          <Table.Th style={{ whiteSpace: "nowrap" }}>{t("orderInGenre")}</Table.Th>
          <ActionsHeader />
        </>
      }
      sections={sections}
      itemLabel={(menu) => menu.name}
      highlighted={(menu) => isHighlighted(menu.id)}
      rowAttributes={(menu) => ({ "data-menu": menu.name })}
      onMove={props.onMove}
      sortDisabledReason={props.sortDisabledReason}
      empty={
        props.empty === undefined ? undefined : (
          <Text c="dimmed" ta="center">
            {props.empty}
          </Text>
        )
      }
      renderCells={(menu) => (
        <>
          <Table.Td>
            <BoxedCheckbox
              aria-label={t("selectNamed", { name: menu.name })}
              checked={selected.has(menu.id)}
              onChange={(event) => onSelect([menu.id], event.currentTarget.checked)}
            />
          </Table.Td>
          <Table.Td>
            <Avatar src={menu.image} alt={menu.image ? menu.name : undefined} radius="sm" size={40}>
              <IconPhoto size={18} aria-hidden />
            </Avatar>
          </Table.Td>
          <Table.Td>{menu.name}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
            {yenWord(menu.price)}
          </Table.Td>
          <Table.Td>
            <Group gap={4}>
              {menu.options.map((option) => (
                <Badge key={option} variant="outline" size="sm" tt="none">
                  {option}
                </Badge>
              ))}
            </Group>
          </Table.Td>
          <Table.Td>
            <ProvideToggle
              kind="menu"
              name={menu.name}
              provided={menu.provide_flag}
              onToggle={() => props.onToggle(menu)}
            />
          </Table.Td>
          <Table.Td>
            <PlaceCell menu={menu} placeOf={props.placeOf} onOrder={props.onOrder} />
          </Table.Td>
          <Table.Td>
            <Button
              component={Link}
              to={`/menus/${menu.id}/edit`}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
            >
              {t("edit")}
            </Button>
          </Table.Td>
        </>
      )}
    />
  );
}

function PlaceCell({
  menu,
  placeOf,
  onOrder,
}: Pick<Props, "placeOf" | "onOrder"> & { menu: Menu }) {
  const place = placeOf(menu);
  if (place === undefined) return <Text c="dimmed">—</Text>;
  return (
    <RowOrderInput
      value={place}
      min={1}
      name={menu.name}
      onCommit={(next) => onOrder(menu, next)}
    />
  );
}
