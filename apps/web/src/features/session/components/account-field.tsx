// The sign-in form's account field: always typed, with the lounge's listed accounts as suggestions
// (head office is never listed and types its account); a plain text field when the lounge lists none.
import type { StaffAccountOption } from "@lounge-office/domain/session";
import { Autocomplete, type ComboboxItem, type OptionsFilter, TextInput } from "@mantine/core";
import { useMemo } from "react";

type Props = {
  /** The lounge's listed accounts, or null when the lounge turned its list off. */
  listed: StaffAccountOption[] | null;
  value: string;
  onChange: (account: string) => void;
  /** An account picked from the suggestions (not one typed). */
  onPick: (account: string) => void;
  error?: string | undefined;
  disabled: boolean;
};

/** Tablets must not capitalise or correct an account name. */
const TYPED = {
  autoCapitalize: "none",
  autoCorrect: "off",
  spellCheck: false,
} as const;

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

export function AccountField({ listed, value, onChange, onPick, error, disabled }: Props) {
  const roleOf = useMemo(
    () => new Map((listed ?? []).map((a) => [a.account, a.role_ja])),
    [listed],
  );
  if (listed === null) {
    return (
      <TextInput
        label="アカウント"
        name="account"
        size="md"
        autoComplete="username"
        placeholder="アカウントを入力"
        value={value}
        error={error}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...TYPED}
      />
    );
  }
  return (
    <Autocomplete
      label="アカウント"
      name="account"
      size="md"
      placeholder="選択または入力"
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
