// The app shell: header with lounge (switcher for multi-lounge staff), the signed-in staff member's
// menu (password change, the theme on this tablet, one's language) and sign-out; navigation by role; head office's messages above every page.
import { roleHolds } from "@lounge-office/domain/shared";
import {
  AppShell,
  Badge,
  Burger,
  Button,
  Center,
  Group,
  Loader,
  Menu,
  NativeSelect,
  NavLink,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from "@tabler/icons-react";
import { Suspense, useEffect, useState } from "react";
import { Link, Outlet, useLocation, useNavigation } from "react-router";
import { useSignOut } from "../features/session/api/sign-out";
import { SystemMessageBanner } from "../features/system-messages/components/system-message-banner";
import { roleName } from "../lib/common-messages";
import { locale, switchLocale } from "../lib/i18n";
import { lazyNamed } from "../lib/lazy-named";
import { useSwitchLoungeHere } from "../lib/lounge-context";
import { forgetOfflineCopies } from "../lib/offline-copy";
import { SIGN_IN_PATH } from "../lib/page-links";
import { useSession } from "../lib/session";
import { loungeSelectData, usableLounges } from "../lib/usable-lounges";
import { LocaleMenuItems } from "./locale-choice";
import { NAV_ITEMS } from "./navigation";
import { t } from "./shell-messages";
import skipLink from "./skip-link.module.css";
import { ThemeMenuItems } from "./theme-choice";

// Opened from the menu, rarely: its form library stays out of what every first visit downloads.
const ChangePasswordDialog = lazyNamed(
  () => import("../features/session/components/change-password-dialog"),
  "ChangePasswordDialog",
);

/** A page's place while its code loads on first visit. */
export function PageLoading() {
  return (
    <Center mih={200}>
      <Loader aria-label={t("loading")} />
    </Center>
  );
}

export function AppShellLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const session = useSession().data;
  const signOut = useSignOut();
  // The one lounge context: pages edit this lounge; a switch also drops a `?lounge_id=` the page was opened with.
  const switchLounge = useSwitchLoungeHere();
  const location = useLocation();
  const [changingPassword, setChangingPassword] = useState(false);
  // Without loaders, a navigation only waits for a page's code (first visit): the page's loader
  // shows meanwhile, where the last page would otherwise stay.
  const loadingPage = useNavigation().state === "loading";
  // Signed in where this tablet remembered another language (or none): the staff member's own.
  const staffLocale = session?.staff.locale;
  useEffect(() => {
    if (staffLocale && staffLocale !== locale) switchLocale(staffLocale);
  }, [staffLocale]);
  if (!session) return null;
  const items = NAV_ITEMS.filter((item) => roleHolds(session.staff.role, item.action));
  const lounges = usableLounges(session, "session");
  const role = roleName(session.staff.role);

  return (
    <AppShell
      header={{ height: 60 }}
      // Below 1200 px (tablets, either way up) the navigation folds behind the burger: the floor gets the width.
      navbar={{ width: 220, breakpoint: "lg", collapsed: { mobile: !opened } }}
      padding="md"
    >
      {/* The first stop of the keyboard: past the header and the menu, to the page itself. */}
      <a href="#main" className={skipLink.skipLink}>
        {t("skipToMain")}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={t("menu")}
            />
            <Title order={1} size="h4">
              Lounge Office
            </Title>
            {lounges.length > 1 ? (
              <NativeSelect
                aria-label={t("switchLounge")}
                value={String(session.lounge.id)}
                disabled={switchLounge.pending}
                onChange={(event) => switchLounge.switchTo(Number(event.currentTarget.value))}
                data={loungeSelectData(lounges)}
              />
            ) : (
              <Badge size="lg" variant="light" data-testid="current-lounge">
                {session.lounge.name}
              </Badge>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                {/* Named as it reads (the name, then the role), so speech control finds it. */}
                <UnstyledButton
                  aria-label={t("userMenu", { name: session.staff.name, role })}
                  mih={44}
                >
                  <Group gap={6} wrap="nowrap">
                    <IconUserCircle size={22} aria-hidden />
                    <Text size="sm" visibleFrom="xs" data-testid="signed-in-staff">
                      {session.staff.name}{" "}
                      <Badge ml={2} variant="outline" size="sm">
                        {role}
                      </Badge>
                    </Text>
                    <IconChevronDown size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  {session.staff.name}（{session.staff.account}）
                </Menu.Label>
                <Menu.Item
                  leftSection={<IconKey size={16} />}
                  onClick={() => setChangingPassword(true)}
                >
                  {t("changePassword")}
                </Menu.Item>
                <Menu.Divider />
                <ThemeMenuItems />
                <Menu.Divider />
                <LocaleMenuItems />
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconLogout size={16} />}
              loading={signOut.isPending}
              onClick={() =>
                signOut.mutate(undefined, {
                  // A full load of the sign-in page: nothing of the session stays in memory,
                  // and no copy of the board stays on the tablet.
                  onSettled: async () => {
                    await forgetOfflineCopies();
                    window.location.replace(SIGN_IN_PATH);
                  },
                })
              }
            >
              {t("signOut")}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {/* Every entry is 44 px tall: an admin's list is taller than a landscape tablet, so it scrolls. */}
      <AppShell.Navbar p="xs" aria-label={t("mainMenu")} style={{ overflowY: "auto" }}>
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} />}
            active={
              item.to === "/" ? location.pathname === "/" : location.pathname.startsWith(item.to)
            }
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
      <AppShell.Main id="main" tabIndex={-1}>
        {/* Head office's messages to this lounge, above every page (the feature owns its reads). */}
        <SystemMessageBanner loungeId={session.lounge.id} timeZone={session.lounge.time_zone} />
        <Suspense fallback={<PageLoading />}>{loadingPage ? <PageLoading /> : <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
