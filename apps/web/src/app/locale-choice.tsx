// The user menu's language section: 日本語 or English, each named in itself (so whoever cannot read
// the current language still finds theirs). The choice is kept on the server for the member of staff,
// and the page loads again in it.
import { LOCALE_NAMES, LOCALES } from "@lounge-office/domain/session";
import { Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck } from "@tabler/icons-react";
import { useChangeLocale } from "../features/session/api/change-locale";
import { locale } from "../lib/i18n";
import { t } from "./shell-messages";

export function LocaleMenuItems() {
  const change = useChangeLocale(() =>
    notifications.show({ color: "red", message: t("languageFailed") }),
  );
  return (
    <>
      <Menu.Label>{t("language")}</Menu.Label>
      {LOCALES.map((choice) => (
        <Menu.Item
          key={choice}
          lang={choice}
          aria-current={locale === choice ? "true" : undefined}
          disabled={change.isPending}
          leftSection={<IconCheck size={16} aria-hidden opacity={locale === choice ? 1 : 0} />}
          onClick={() => change.mutate(choice)}
        >
          {LOCALE_NAMES[choice]}
        </Menu.Item>
      ))}
    </>
  );
}
