// 「この端末から確認」: asks one device from this tablet and says what to do when it cannot be
// reached. Each tablet must accept an HTTPS printer's self-signed certificate once; until it does,
// the browser refuses the connection without telling the page why, so we explain and link to the
// printer's own address, where the browser offers to accept it.
import { fallbackPort, type Printer, printersApi } from "@lounge-office/domain/printers";
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck, IconPlugConnectedX, IconShieldLock } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useContractMutation } from "../../../lib/contract-query";
import { EPOS_NETWORK, EPOS_NO_ANSWER, type EposOutcome } from "../../../lib/epos-transport";
import { paperNearEnd, probeDevice } from "../../../lib/printer-probe";
import { t } from "../messages";

type Props = {
  printer: Printer;
  /** Check at once when shown (the page's per-row dialog), instead of waiting for the button. */
  autoStart?: boolean;
};

function CertificateHelp({ printer }: { printer: Printer }) {
  // The printer's address is a link inside the sentence: the words around it come from the catalog.
  const [beforeLink, afterLink] = t.around("cert.open", "link");
  return (
    <Alert color="orange" icon={<IconShieldLock />} title={t("cert.title")}>
      <Stack gap="xs">
        <Text size="sm">{t("cert.intro")}</Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            {beforeLink}
            <Anchor href={printer.origin} target="_blank" rel="noopener">
              {printer.origin}
            </Anchor>
            {afterLink}
          </List.Item>
          <List.Item>{t("cert.proceed", { ip: printer.ip })}</List.Item>
          <List.Item>{t("cert.back")}</List.Item>
          <List.Item>{t("cert.press")}</List.Item>
        </List>
        <Text size="xs" c="dimmed">
          {t("cert.noWarning")}
        </Text>
      </Stack>
    </Alert>
  );
}

function UnreachableHelp({ printer }: { printer: Printer }) {
  return (
    <Alert color="orange" icon={<IconPlugConnectedX />} title={t("unreachable.title")}>
      <List size="sm" spacing={4}>
        <List.Item>{t("unreachable.power")}</List.Item>
        <List.Item>{t("unreachable.network")}</List.Item>
        <List.Item>{t("unreachable.address", { ip: printer.ip, port: printer.port })}</List.Item>
      </List>
    </Alert>
  );
}

function CheckResult({ printer, outcome }: { printer: Printer; outcome: EposOutcome }) {
  if (outcome.ok) {
    return (
      <Stack gap="xs">
        <Alert color="green" icon={<IconCircleCheck />}>
          {t("check.ok")}
        </Alert>
        {paperNearEnd(outcome) && (
          <Alert color="yellow" data-testid="paper-near-end">
            {t("check.paperNearEnd")}
          </Alert>
        )}
      </Stack>
    );
  }
  // A refused connection (no answer at all) over https is almost always the certificate.
  if (outcome.code === EPOS_NETWORK && printer.scheme === "https") {
    return <CertificateHelp printer={printer} />;
  }
  if (outcome.code === EPOS_NETWORK || outcome.response === null) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="red">
          {outcome.message}
        </Text>
        <UnreachableHelp printer={printer} />
      </Stack>
    );
  }
  return (
    <Alert color="red" title={t("check.deviceError")}>
      {outcome.code === ""
        ? outcome.message
        : t("check.errorWithCode", { message: outcome.message, code: outcome.code })}
    </Alert>
  );
}

/** The printer answered on its web server's port, not the configured one: offer to keep it. */
function OtherPortFound({ printer, port }: { printer: Printer; port: number }) {
  const update = useContractMutation(printersApi.update, { invalidate: [printersApi.list] });
  const save = () =>
    update.mutate(
      {
        params: { id: printer.id },
        body: {
          printer: {
            name: printer.name,
            kind: printer.kind,
            scheme: printer.scheme,
            ip: printer.ip,
            port,
            device_id: printer.device_id,
            timeout_ms: printer.timeout_ms,
            paper_width: printer.paper_width,
            columns: printer.columns,
          },
        },
      },
      {
        onSuccess: () =>
          notifications.show({ color: "green", message: t("otherPort.changed", { port }) }),
      },
    );
  return (
    <Alert color="blue" data-testid="other-port" title={t("otherPort.title", { port })}>
      <Stack gap="xs">
        <Text size="sm">{t("otherPort.text", { current: printer.port, port })}</Text>
        <Group>
          <Button size="sm" onClick={save} loading={update.isPending}>
            {t("otherPort.change", { port })}
          </Button>
          {update.isError && (
            <Text size="sm" c="red">
              {update.error.message}
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** Codes after which another port is worth a try: the device gave no answer at all. */
const NO_ANSWER = new Set([EPOS_NETWORK, EPOS_NO_ANSWER]);

export function PrinterCheck({ printer, autoStart = false }: Props) {
  const [outcome, setOutcome] = useState<EposOutcome | null>(null);
  const [foundOn, setFoundOn] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const check = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setChecking(true);
    let result = await probeDevice(printer, controller.signal);
    let found: number | null = null;
    // No answer on the configured port: the printer's web server may answer service.cgi instead.
    const other = fallbackPort(printer);
    if (other !== null && NO_ANSWER.has(result.code) && !controller.signal.aborted) {
      const retry = await probeDevice({ ...printer, port: other }, controller.signal);
      if (!NO_ANSWER.has(retry.code) && retry.response !== null) {
        result = retry;
        found = other;
      }
    }
    // A newer check (or closing the dialog) supersedes this one.
    if (controller.signal.aborted) return;
    setOutcome(result);
    setFoundOn(found);
    setChecking(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: checks once when shown, for the printer shown.
  useEffect(() => {
    if (autoStart) void check();
    return () => abort.current?.abort();
  }, [printer.id]);

  return (
    <Stack gap="sm" data-testid={`printer-check-${printer.id}`}>
      <Group>
        <Button variant="light" onClick={() => void check()} loading={checking}>
          {outcome ? t("check.again") : t("checkHere")}
        </Button>
        {checking && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t("check.checking", { origin: printer.origin })}
            </Text>
          </Group>
        )}
      </Group>
      {outcome && !checking && foundOn !== null && (
        <OtherPortFound printer={printer} port={foundOn} />
      )}
      {outcome && !checking && <CheckResult printer={printer} outcome={outcome} />}
    </Stack>
  );
}
