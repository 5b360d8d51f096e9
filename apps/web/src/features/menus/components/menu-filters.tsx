// Screen 7's filters, kept in the address (a reload keeps them): genre kind, genre (refilled from change_parent
// when the lounge or kind changes), and price-greater / price-less checkboxes with amounts. The lounge is the
// session's: the header switches it.
import type { Session } from "@lounge-office/domain/session";
import { GENRE_KINDS, type GenreKind } from "@lounge-office/domain/shared";
import { Checkbox, Group, NativeSelect, NumberInput, Paper } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { genreOptionsQuery } from "../api/genres-cache";
import type { MenuSearch } from "../api/menus-cache";
import { genreKindName, t } from "../messages";
import { useParamsState } from "./params-state";

const isKind = (value: string | null): value is GenreKind =>
  (GENRE_KINDS as readonly string[]).includes(value ?? "");

const amountOf = (text: string | null) => {
  if (text === null || !/^\d{1,8}$/.test(text)) return undefined;
  return Number(text);
};

/** The filters as the address holds them, and the search they make. */
export function useMenuFilters(session: Session) {
  const [params, set] = useParamsState();
  const loungeId = session.lounge.id;
  // A switch to another lounge empties the genre choice (genres are a lounge's own) and, like the header,
  // drops a `?lounge_id=` the page was opened with.
  const shown = useRef(loungeId);
  useEffect(() => {
    if (shown.current === loungeId) return;
    shown.current = loungeId;
    set({ genre_id: undefined, lounge_id: undefined });
  });
  const kindParam = params.get("genre_kind");
  const genreKind = isKind(kindParam) ? kindParam : undefined;
  const genreId = Number(params.get("genre_id")) || undefined;
  const gtOn = params.get("gt") === "1";
  const ltOn = params.get("lt") === "1";
  const gtAmount = params.get("gt_price") ?? "";
  const ltAmount = params.get("lt_price") ?? "";
  const [gtDebounced] = useDebouncedValue(gtAmount, 300);
  const [ltDebounced] = useDebouncedValue(ltAmount, 300);

  const search: MenuSearch = {
    lounge_id: loungeId,
    genre_kind: genreKind,
    genre_id: genreId,
    // An amount only counts while its checkbox is ticked.
    price_gt: gtOn ? amountOf(gtDebounced) : undefined,
    price_lt: ltOn ? amountOf(ltDebounced) : undefined,
  };
  return {
    search,
    loungeId,
    genreKind,
    genreId,
    gtOn,
    ltOn,
    gtAmount,
    ltAmount,
    /** Choosing a kind empties the genre choice: its options are refilled. */
    setKind: (kind: string) => set({ genre_kind: kind, genre_id: undefined }),
    setGenre: (id: string) => set({ genre_id: id }),
    setGt: (on: boolean) => set({ gt: on ? "1" : undefined }),
    setLt: (on: boolean) => set({ lt: on ? "1" : undefined }),
    setGtAmount: (amount: string) => set({ gt_price: amount }),
    setLtAmount: (amount: string) => set({ lt_price: amount }),
  };
}

export type MenuFilters = ReturnType<typeof useMenuFilters>;

export function MenuFiltersBar({ filters }: { filters: MenuFilters }) {
  const options = useQuery(genreOptionsQuery(filters.loungeId, filters.genreKind));
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t("genreKind")}
          value={filters.genreKind ?? ""}
          onChange={(event) => filters.setKind(event.currentTarget.value)}
          data={[
            { value: "", label: t("allKinds") },
            ...GENRE_KINDS.map((k) => ({ value: k, label: genreKindName(k) })),
          ]}
        />
        <NativeSelect
          label={t("genre")}
          value={filters.genreId === undefined ? "" : String(filters.genreId)}
          onChange={(event) => filters.setGenre(event.currentTarget.value)}
          data={[
            { value: "", label: t("allGenres") },
            ...(options.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
          ]}
        />
        <PriceBound
          label={t("priceAbove")}
          amountLabel={t("priceAboveAmount")}
          checked={filters.gtOn}
          onCheck={filters.setGt}
          amount={filters.gtAmount}
          onAmount={filters.setGtAmount}
        />
        <PriceBound
          label={t("priceBelow")}
          amountLabel={t("priceBelowAmount")}
          checked={filters.ltOn}
          onCheck={filters.setLt}
          amount={filters.ltAmount}
          onAmount={filters.setLtAmount}
        />
      </Group>
    </Paper>
  );
}

/** A price-greater / price-less filter: the amount applies only while its checkbox is ticked. */
function PriceBound(props: {
  label: string;
  amountLabel: string;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  amount: string;
  onAmount: (amount: string) => void;
}) {
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <Checkbox
        label={props.label}
        checked={props.checked}
        onChange={(event) => props.onCheck(event.currentTarget.checked)}
        mb={8}
      />
      <NumberInput
        aria-label={props.amountLabel}
        w={110}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        rightSection={t("yenUnit")}
        value={props.amount}
        onChange={(value) => props.onAmount(String(value))}
      />
    </Group>
  );
}
