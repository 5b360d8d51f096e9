// Screen 16: staff sign-in with lounge and account selectors that remember the last choice.
import { ZSignInRequest } from "@lounge-office/domain";
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
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/form-errors";
import { useLoungeOptions } from "../../../lib/lounge-options";
import { useSession } from "../../../lib/session";
import { forgetSessionEnded, readSessionEnded } from "../../../lib/session-ended";
import { useStaffAccounts } from "../api/get-staff-accounts";
import { useSignIn } from "../api/sign-in";
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

  const lounge = useMemo(
    () => lounges.data?.find((l) => l.text === loungeText) ?? null,
    [lounges.data, loungeText],
  );
  const accounts = useStaffAccounts(lounge?.value.id ?? null, lounge?.value.roles ?? []);

  // Restore the account last used at this lounge, unless `ac` asked for one.
  useEffect(() => {
    if (!lounge || !accounts.data || prefill.account) return;
    const saved = readLastAccounts()[lounge.text];
    setAccount((current) => {
      if (current && accounts.data.some((a) => a.account === current)) return current;
      return saved && accounts.data.some((a) => a.account === saved) ? saved : "";
    });
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
        if (lounge) rememberAccount(lounge.text, account);
        forgetBootCredentials();
        const next = searchParams.get("next");
        navigate(next?.startsWith("/") ? next : "/", { replace: true });
      },
    });
  };

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-dark-7)">
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
          <NativeSelect
            label="アカウント"
            name="account"
            size="md"
            value={account}
            error={errors.account}
            disabled={!lounge || accounts.isPending}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setAccount(value);
              if (lounge && value) rememberAccount(lounge.text, value);
            }}
            data={[
              { value: "", label: "アカウントを選択" },
              // An `ac` prefill not in the list is still offered, so the form shows what was asked for.
              ...(account && !accounts.data?.some((a) => a.account === account)
                ? [{ value: account, label: account }]
                : []),
              ...(accounts.data ?? []).map((a) => ({
                value: a.account,
                label: `${a.account}（${a.role_ja}）`,
              })),
            ]}
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
