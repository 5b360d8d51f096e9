// The account field with the lounge's listed accounts as suggestions (Mantine's Autocomplete): its
// own chunk, loaded by account-field.tsx once a lounge with a list is chosen.
import type { StaffAccountOption } from "@lounge-office/domain/session";
import { Autocomplete, type ComboboxItem, type OptionsFilter } from "@mantine/core";
import { useLayoutEffect, useMemo, useRef } from "react";
import { type AccountFieldProps, type HadFocus, TYPED } from "./account-field";
import { t } from "./sign-in-messages";

/**
 * Suggestions matching what is typed; once the field holds a listed account (picked or restored),
 * all of them again, so another member of staff can pick theirs without clearing the field.
 */
const suggest: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().toLowerCase();
  const items = options as ComboboxItem[];
  if (items.some((o) => o.value.toLowerCase() === typed)) return items;
  return items.filter((o) => o.value.toLowerCase().includes(typed));
};

export default function AccountSuggestions({
  listed,
  value,
  onChange,
  onPick,
  error,
  disabled,
  hadFocus,
}: AccountFieldProps & { listed: StaffAccountOption[]; hadFocus: HadFocus }) {
  const input = useRef<HTMLInputElement>(null);
  // Taking over from the plain field that had the focus (now on the page's body, as the plain field
  // left with it): focused too, its list open. Focus anywhere else stays where it is.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (hadFocus.current && (active === null || active === document.body)) input.current?.focus();
  }, [hadFocus]);
  const roleOf = useMemo(() => new Map(listed.map((a) => [a.account, a.role_ja])), [listed]);
  return (
    <Autocomplete
      ref={input}
      label={t("account")}
      name="account"
      size="md"
      placeholder={t("pickOrType")}
      value={value}
      error={error}
      disabled={disabled}
      data={listed.map((a) => a.account)}
      filter={suggest}
      maxDropdownHeight={260}
      renderOption={({ option }) => `${option.value}（${roleOf.get(option.value) ?? ""}）`}
      onChange={onChange}
      onOptionSubmit={onPick}
      {...TYPED}
    />
  );
}
