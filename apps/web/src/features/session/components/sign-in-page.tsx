// Screen 16: staff sign-in: a lounge selector, a typed account (suggested from the lounge's list, when it
// lists one), both remembered. A sign-in link (`?ac=&pw=`) fills the account and password, and chooses
// the account's lounge when exactly one lounge lists it.
import { sessionApi, ZSignInRequest } from "@lounge-office/domain/session";
import {
  Alert,
  Button,
  Center,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconClockHour4, IconLogin2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery } from "../../../lib/contract-query";
import { fieldErrors } from "../../../lib/form-errors";
import { useLoungeOptions } from "../../../lib/lounge-options";
import { useSession } from "../../../lib/session";
import { forgetSessionEnded, readSessionEnded } from "../../../lib/session-ended";
import { useSignIn } from "../api/sign-in";
import { AccountField } from "./account-field";
import {
  bootCredentials,
  forgetBootCredentials,
  readLastAccounts,
  readLastLoungeText,
  rememberAccount,
  rememberLounge,
} from "./sign-in-prefs";

export function SignInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const lounges = useLoungeOptions();
  const signIn = useSignIn();
  const [prefill] = useState(bootCredentials);
  // Why the last session ended (idle, password changed elsewhere), said once, on this visit.
  const [ended] = useState(readSessionEnded);
  useEffect(() => forgetSessionEnded(), []);

  const [loungeText, setLoungeText] = useState<string | null>(() => readLastLoungeText());
  const [account, setAccount] = useState<string>(prefill.account ?? "");
  const [password, setPassword] = useState<string>(prefill.password ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  // A sign-in link's account chooses its lounge once, when one lounge alone lists it; several or none
  // leave the choice (and any remembered lounge) to the person at the tablet.
  const linkAccount = prefill.account ?? "";
  const linkLounges = useQuery({
    ...contractQuery(sessionApi.accountLounges, { query: { account: linkAccount } }),
    enabled: linkAccount.trim() !== "",
  });
  const linkChose = useRef(false);
  useEffect(() => {
    if (linkChose.current || !linkLounges.data || !lounges.data) return;
    linkChose.current = true;
    const [only, ...more] = linkLounges.data.lounge_ids;
    const option = more.length === 0 ? lounges.data.find((l) => l.value.id === only) : undefined;
    if (option) setLoungeText(option.text);
  }, [linkLounges.data, lounges.data]);

  const lounge = useMemo(
    () => lounges.data?.find((l) => l.text === loungeText) ?? null,
    [lounges.data, loungeText],
  );
  const listsAccounts = lounge?.value.account_list ?? false;
  // The lounge option's roles go comma-separated as the original system's `role` parameter.
  const accountsQuery = contractQuery(
    sessionApi.staffAccounts,
    { query: { lounge_id: lounge?.value.id ?? 0, role: (lounge?.value.roles ?? []).join(",") } },
    { logFailure: "Failed to fetch staffs" },
  );
  const accounts = useQuery({ ...accountsQuery, enabled: listsAccounts && lounge !== null });
  /** Only a listed account is remembered: a lounge without a list shows no account names. */
  const isListed = (name: string) => accounts.data?.some((a) => a.account === name) ?? false;

  // Restore the account last used at this lounge into an empty field, unless `ac` asked for one.
  useEffect(() => {
    if (!lounge || !accounts.data || prefill.account) return;
    const saved = readLastAccounts()[lounge.text];
    if (saved && accounts.data.some((a) => a.account === saved)) {
      setAccount((current) => current || saved);
    }
  }, [lounge, accounts.data, prefill.account]);

  if (session.data && !prefill.account)
    return <Navigate to={searchParams.get("next") ?? "/"} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSignInRequest.safeParse({ lounge_id: lounge?.value.id, account, password });
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      if (fields.lounge_id) fields.lounge_id = "店舗を選択してください";
      setErrors(fields);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: () => {
        if (lounge && isListed(parsed.data.account))
          rememberAccount(lounge.text, parsed.data.account);
        forgetBootCredentials();
        const next = searchParams.get("next");
        navigate(next?.startsWith("/") ? next : "/", { replace: true });
      },
    });
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
              スタッフサインイン
            </Text>
          </div>
          {ended && !signIn.isError && (
            <Alert color="yellow" icon={<IconClockHour4 />} role="status">
              {ended}
            </Alert>
          )}
          {signIn.isError && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {errorMessage(signIn.error)}
            </Alert>
          )}
          <NativeSelect
            label="店舗"
            name="lounge"
            size="md"
            value={loungeText ?? ""}
            error={errors.lounge_id}
            disabled={lounges.isPending}
            onChange={(event) => {
              const text = event.currentTarget.value || null;
              setLoungeText(text);
              setAccount(prefill.account ?? "");
              if (text) rememberLounge(text);
            }}
            data={[
              { value: "", label: lounges.isError ? "店舗を読み込めませんでした" : "店舗を選択" },
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
            label="パスワード"
            name="password"
            size="md"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button
            type="submit"
            size="md"
            loading={signIn.isPending}
            leftSection={<IconLogin2 size={18} />}
          >
            サインイン
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
