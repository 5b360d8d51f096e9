// The options tag editor (screen 8): type and press Enter, a comma or a semicolon to add; tags are lowercased,
// duplicates dropped, each at most 50 characters (the domain's rule). A refused tag stays in the field.
import { normalizeTags, TAG_DELIMITERS } from "@lounge-office/domain/menus";
import { TAG_MAX_LENGTH } from "@lounge-office/domain/shared";
import { Pill, PillsInput } from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { t } from "../messages";

export const TAG_TOO_LONG_MESSAGE = t("tagTooLong", { max: TAG_MAX_LENGTH });

type Props = {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: ReactNode;
  description?: string;
};

export function TagEditor({ label, value, onChange, error, description }: Props) {
  const [draft, setDraft] = useState("");
  const [refused, setRefused] = useState<string | null>(null);

  /** Adds the tags in `text`; false (and nothing added) when one is too long. */
  const add = (text: string) => {
    const incoming = normalizeTags(text);
    if (incoming.some((tag) => tag.length > TAG_MAX_LENGTH)) {
      setRefused(TAG_TOO_LONG_MESSAGE);
      return false;
    }
    setRefused(null);
    if (incoming.length > 0) onChange(normalizeTags([...value, ...incoming]));
    return true;
  };

  const onType = (text: string) => {
    if (!TAG_DELIMITERS.test(text)) {
      setDraft(text);
      if (refused && text.trim().length <= TAG_MAX_LENGTH) setRefused(null);
      return;
    }
    // Everything up to the last delimiter is committed; what follows it is still being typed.
    const parts = text.split(TAG_DELIMITERS);
    const rest = parts.pop() ?? "";
    setDraft(add(parts.join(",")) ? rest : text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter") {
      event.preventDefault();
      if (add(draft)) setDraft("");
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <PillsInput label={label} description={description} error={refused ?? error}>
      <Pill.Group>
        {value.map((tag) => (
          <Pill
            key={tag}
            withRemoveButton
            onRemove={() => onChange(value.filter((t) => t !== tag))}
            // Mantine hides the remove button from assistive tech; here it is a real, focusable button.
            removeButtonProps={{
              "aria-label": t("tagDelete", { tag }),
              "aria-hidden": false,
              tabIndex: 0,
            }}
          >
            {tag}
          </Pill>
        ))}
        <PillsInput.Field
          value={draft}
          placeholder={value.length === 0 ? t("tagHint") : undefined}
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft.trim() !== "" && add(draft)) setDraft("");
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}
