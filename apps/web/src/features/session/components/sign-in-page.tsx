// Screen 16: staff sign-in: a lounge selector, a typed account (suggested from the lounge's list, when it
// lists one), both remembered. A sign-in link (`?ac=&pw=`) fills the account and password, and chooses
// the account's lounge when exactly one lounge lists it.
//
// A load of /sign_in starts this page on its own (app/sign-in-start.tsx): React, Mantine's form
// controls and this file, without the router, the query cache or zod, so a tablet's first visit is
// small; the app shows the same page when it sends a browser without a session here. Its calls go
// by their contracts' routes (lib/http.ts `sendRoute`); a blank field is caught here and every
// other rule is the server's answer, shown under its field. Signed in, the browser loads the app
// afresh at the page asked for: nothing of a previous session survives in memory.
import { LOCALE_NAMES, LOCALES, type Locale, type sessionApi } from "@lounge-office/domain/session";
import type { CallInput, CallOutput } from "@lounge-office/domain/shared";
import {
  Alert,
  Button,
  Center,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconClockHour4, IconLogin2 } from "@tabler/icons-react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { ApiError, errorMessage, sendRoute } from "../../../lib/http";
import { locale, rememberLocale, switchLocale } from "../../../lib/i18n";
import { forgetOfflineCopies } from "../../../lib/offline-copy";
import { forgetSessionEnded, readSessionEnded } from "../../../lib/session-ended";
import { AccountField } from "./account-field";
import { t } from "./sign-in-messages";
import {
  bootCredentials,
  forgetBootCredentials,
  readLastAccounts,
  readLastLoungeText,
  rememberAccount,
  rememberLounge,
} from "./sign-in-prefs";

type Api = typeof sessionApi;
type LoungeOption = CallOutput<Api["loungeOptions"]>[number];
type StaffAccounts = CallOutput<Api["staffAccounts"]>;
type SignInBody = CallInput<Api["signIn"]>["body"];

/** Where to go once signed in: the page that sent here (`?next=`), or home. */
export function nextPage(search = window.location.search): string {
  const next = new URLSearchParams(search).get("next");
  return next?.startsWith("/") && !next.startsWith("//") ? next : "/";
}

/** The answer of a GET while it is wanted (`run`), re-asked when `key` changes. */
function useAnswer<T>(
  run: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
  log?: string,
) {
  const [state, setState] = useState<{ key: string; data?: T; failed?: boolean }>({ key: "" });
  const runRef = useRef(run);
  runRef.current = run;
  const wanted = run !== null;
  useEffect(() => {
    const ask = runRef.current;
    if (!wanted || !ask) return;
    const controller = new AbortController();
    ask(controller.signal).then(
      (data) => setState({ key, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (log) console.error(log, error);
        setState({ key, failed: true });
      },
    );
    return () => controller.abort();
  }, [wanted, key, log]);
  const current = wanted && state.key === key;
  return {
    data: current ? state.data : undefined,
    failed: current && state.failed === true,
    pending: wanted && (!current || (state.data === undefined && !state.failed)),
  };
}

type Props = {
  /** Opens the app at `path` once signed in (a full page load; tests pass their own). */
  open?: (path: string) => void;
};

export function SignInPage({ open = (path) => window.location.replace(path) }: Props) {
  const [prefill] = useState(bootCredentials);
  // Why the last session ended (idle, password changed elsewhere), said once, on this visit.
  const [ended] = useState(readSessionEnded);
  useEffect(() => forgetSessionEnded(), []);

  const [loungeText, setLoungeText] = useState<string | null>(() => readLastLoungeText());
  const [account, setAccount] = useState<string>(prefill.account ?? "");
  const [password, setPassword] = useState<string>(prefill.password ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Already signed in (another tab, the back button): straight on, unless a link names an account.
  const session = useAnswer(
    prefill.account ? null : (signal) => sendRoute<Api["state"]>(STATE, { signal }),
    "state",
  );
  useEffect(() => {
    if (session.data?.session) open(nextPage());
  }, [session.data, open]);

  const lounges = useAnswer(
    (signal) => sendRoute<Api["loungeOptions"]>(LOUNGES, { signal }),
    "lounges",
    "Failed to fetch lounges",
  );

  // A sign-in link's account chooses its lounge once, when one lounge alone lists it; several or none
  // leave the choice (and any remembered lounge) to the person at the tablet.
  const linkAccount = (prefill.account ?? "").trim();
  const linkLounges = useAnswer(
    linkAccount
      ? (signal) =>
          sendRoute<Api["accountLounges"]>(ACCOUNT_LOUNGES, {
            query: { account: linkAccount },
            signal,
          })
      : null,
    linkAccount,
  );
  const linkChose = useRef(false);
  useEffect(() => {
    if (linkChose.current || !linkLounges.data || !lounges.data) return;
    linkChose.current = true;
    const [only, ...more] = linkLounges.data.lounge_ids;
    const option = more.length === 0 ? lounges.data.find((l) => l.value.id === only) : undefined;
    if (option) setLoungeText(option.text);
  }, [linkLounges.data, lounges.data]);

  const lounge = useMemo<LoungeOption | null>(
    () => lounges.data?.find((l) => l.text === loungeText) ?? null,
    [lounges.data, loungeText],
  );
  const listsAccounts = lounge?.value.account_list ?? false;
  // The lounge option's roles go comma-separated as the original system's `role` parameter.
  const accountsQuery = {
    lounge_id: lounge?.value.id ?? 0,
    role: (lounge?.value.roles ?? []).join(","),
  };
  const accounts = useAnswer<StaffAccounts>(
    listsAccounts && lounge
      ? (signal) => sendRoute<Api["staffAccounts"]>(STAFFS, { query: accountsQuery, signal })
      : null,
    `${accountsQuery.lounge_id}:${accountsQuery.role}`,
    "Failed to fetch staffs",
  );
  /**
   * Only a listed account is remembered: a lounge without a list shows no account names, and head
   * office's accounts are never listed. A sign-in sent before the list arrived asks for it then.
   */
  const isListed = async (name: string) => {
    if (!listsAccounts || !lounge) return false;
    const list =
      accounts.data ??
      (await sendRoute<Api["staffAccounts"]>(STAFFS, { query: accountsQuery }).catch(() => []));
    return list.some((a) => a.account === name);
  };

  // Restore the account last used at this lounge into an empty field, unless `ac` asked for one.
  useEffect(() => {
    if (!lounge || !accounts.data || prefill.account) return;
    const saved = readLastAccounts()[lounge.text];
    if (saved && accounts.data.some((a) => a.account === saved)) {
      setAccount((current) => current || saved);
    }
  }, [lounge, accounts.data, prefill.account]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const blank: Record<string, string> = {};
    if (!lounge) blank.lounge_id = t("blank.lounge_id");
    if (!account.trim()) blank.account = t("blank.account");
    if (!password) blank.password = t("blank.password");
    setErrors(blank);
    setFailure(null);
    if (!lounge || Object.keys(blank).length > 0) return;
    const body: SignInBody = { lounge_id: lounge.value.id, account: account.trim(), password };
    setSending(true);
    try {
      const session = await sendRoute<Api["signIn"]>(SIGN_IN, { body });
      if (await isListed(body.account)) rememberAccount(lounge.text, body.account);
      await settleLocale(session.staff.locale);
      forgetBootCredentials();
      await forgetOfflineCopies();
      open(nextPage());
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(error.fields);
      else setFailure(errorMessage(error));
    }
  };

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-dark-7)">
      <Paper
        component="form"
        onSubmit={onSubmit}
        w={420}
        maw="100%"
        p="xl"
        radius="md"
        shadow="lg"
        noValidate
      >
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              Lounge Office
            </Title>
            <Text c="dimmed" size="sm">
              {t("subtitle")}
            </Text>
          </div>
          {ended && !failure && (
            <Alert color="yellow" icon={<IconClockHour4 />} role="status">
              {ended}
            </Alert>
          )}
          {failure && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {failure}
            </Alert>
          )}
          <NativeSelect
            label={t("lounge")}
            name="lounge"
            size="md"
            value={loungeText ?? ""}
            error={errors.lounge_id}
            disabled={lounges.pending}
            onChange={(event) => {
              const text = event.currentTarget.value || null;
              setLoungeText(text);
              setAccount(prefill.account ?? "");
              if (text) rememberLounge(text);
            }}
            data={[
              { value: "", label: lounges.failed ? t("loungesFailed") : t("chooseLounge") },
              ...(lounges.data ?? []).map((l) => ({ value: l.text, label: l.text })),
            ]}
          />
          <AccountField
            listed={listsAccounts || !lounge ? (accounts.data ?? []) : null}
            value={account}
            error={errors.account}
            // A sign-in link's account shows as typed, never greyed while the lounge is still open.
            disabled={!lounge && !prefill.account}
            onChange={setAccount}
            onPick={(picked) => {
              if (lounge) rememberAccount(lounge.text, picked);
            }}
          />
          <PasswordInput
            label={t("password")}
            name="password"
            size="md"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" size="md" loading={sending} leftSection={<IconLogin2 size={18} />}>
            {t("signIn")}
          </Button>
          <LocaleSwitch />
        </Stack>
      </Paper>
    </Center>
  );
}

/** Set while the language was chosen on this page (it reloads), until the next sign-in keeps it. */
const CHOSEN_HERE = "lo_locale_chosen";

/**
 * The language of the app about to open: the one chosen on this page, kept for the staff member;
 * otherwise the staff member's own, remembered on this tablet.
 */
async function settleLocale(staffLocale: Locale) {
  const chosenHere = sessionStorage.getItem(CHOSEN_HERE) !== null;
  sessionStorage.removeItem(CHOSEN_HERE);
  if (chosenHere && locale !== staffLocale) {
    try {
      await sendRoute<Api["changeLocale"]>(CHANGE_LOCALE, { body: { locale } });
      return;
    } catch {
      // Not kept: the app opens in the staff member's language, where the menu can change it.
    }
  }
  rememberLocale(staffLocale);
}

/** 日本語 | English under the form, each named in itself; the page loads again in the one chosen. */
function LocaleSwitch() {
  return (
    <Group gap="xs" justify="center" role="group" aria-label={t("language")}>
      {LOCALES.map((choice) => (
        <Button
          key={choice}
          lang={choice}
          size="compact-md"
          mih={44}
          variant={choice === locale ? "light" : "subtle"}
          aria-pressed={choice === locale}
          onClick={() => {
            sessionStorage.setItem(CHOSEN_HERE, "1");
            switchLocale(choice);
          }}
        >
          {LOCALE_NAMES[choice]}
        </Button>
      ))}
    </Group>
  );
}

// The calls' routes, each checked against its contract by `sendRoute`'s type.
const STATE = { method: "GET", path: "/api/v1/session/state" } as const;
const LOUNGES = { method: "GET", path: "/api/v1/lounges" } as const;
const ACCOUNT_LOUNGES = { method: "GET", path: "/api/v1/account_lounges" } as const;
const STAFFS = { method: "GET", path: "/api/v1/staffs" } as const;
const SIGN_IN = { method: "POST", path: "/api/v1/session" } as const;
const CHANGE_LOCALE = { method: "PUT", path: "/api/v1/session/locale" } as const;
