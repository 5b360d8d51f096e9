// The sign-in form's account field: always typed, with the lounge's listed accounts as suggestions
// (head office is never listed and types its account); a plain text field when the lounge lists none.
// The suggestions' field (Mantine's Autocomplete with its popover and scroll area, a fifth of the
// sign-in page's code) loads once a lounge's list has come; until it is in, the field is the plain
// text field, already taking what is typed, so nothing waits on it.
//
// The plain field stays one element until the suggestions' field replaces it, once: a list arriving
// while someone types neither moves nor blurs the field. The replacement takes the focus only when
// the plain field had it and nothing else took it since, so it never pulls the focus back from the
// password field.
import type { StaffAccountOption } from "@lounge-office/domain/session";
import { TextInput } from "@mantine/core";
import { type RefObject, useEffect, useRef, useState } from "react";
import { t } from "./sign-in-messages";

/** Whether the plain field had the focus as the suggestions' field took its place. */
export type HadFocus = RefObject<boolean>;

export type AccountFieldProps = {
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
export const TYPED = {
  autoCapitalize: "none",
  autoCorrect: "off",
  spellCheck: false,
} as const;

type Suggestions = typeof import("./account-suggestions").default;

/** The suggestions' field once its chunk is in (it stays in for the page's life). */
let loaded: Suggestions | null = null;

/** The suggestions' field when `wanted` and loaded; null while it loads, or if it cannot load. */
function useSuggestions(wanted: boolean): Suggestions | null {
  const [component, setComponent] = useState<Suggestions | null>(() => loaded);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    import("./account-suggestions").then(
      (module) => {
        loaded = module.default;
        if (live) setComponent(() => module.default);
      },
      // Offline or a stale build: the plain field goes on taking typed accounts.
      (error: unknown) => console.error("Failed to load account suggestions", error),
    );
    return () => {
      live = false;
    };
  }, [wanted, component]);
  return wanted ? component : null;
}

export function AccountField(props: AccountFieldProps) {
  const { listed, value, onChange, error, disabled } = props;
  const focused = useRef(false);
  const hasList = listed !== null && listed.length > 0;
  const Suggestions = useSuggestions(hasList);
  if (hasList && Suggestions) {
    return <Suggestions {...props} listed={listed} hadFocus={focused} />;
  }
  return (
    <TextInput
      label={t("account")}
      name="account"
      size="md"
      autoComplete="username"
      placeholder={listed === null ? t("typeAccount") : t("pickOrType")}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
      {...TYPED}
    />
  );
}
