// The theme chosen on this tablet, from the user menu: the system's setting (the default), light,
// or night. Kept in this browser's storage (public/color-scheme.js applies it before the app
// draws, so a dim lounge never sees a white flash).
import { type MantineColorScheme, Menu, useMantineColorScheme } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { t } from "./shell-messages";

export const THEME_CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: "auto", label: t("theme.auto") },
  { value: "light", label: t("theme.light") },
  { value: "dark", label: t("theme.dark") },
];

/** The user menu's 「画面の明るさ」 section: one item per theme, the chosen one checked. */
export function ThemeMenuItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>{t("theme")}</Menu.Label>
      {THEME_CHOICES.map((choice) => (
        <Menu.Item
          key={choice.value}
          // A menu's items are menuitems (Mantine's menu keeps them so): the chosen one is current.
          aria-current={colorScheme === choice.value ? "true" : undefined}
          leftSection={
            <IconCheck size={16} aria-hidden opacity={colorScheme === choice.value ? 1 : 0} />
          }
          onClick={() => setColorScheme(choice.value)}
        >
          {choice.label}
        </Menu.Item>
      ))}
    </>
  );
}
