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

type Props = {
  printer: Printer;
  /** Check at once when shown (the page's per-row dialog), instead of waiting for the button. */
  autoStart?: boolean;
};

function CertificateHelp({ printer }: { printer: Printer }) {
  return (
    <Alert
      color="orange"
      icon={<IconShieldLock />}
      title="この端末はプリンターの証明書をまだ受け入れていません"
    >
      <Stack gap="xs">
        <Text size="sm">
          https
          のプリンターは、端末ごとに一度だけプリンターの証明書を受け入れる必要があります。次の手順で受け入れてから、もう一度確認してください。
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            <Anchor href={printer.origin} target="_blank" rel="noopener">
              {printer.origin}
            </Anchor>{" "}
            を開きます（新しいタブが開きます）。
          </List.Item>
          <List.Item>
            警告のページで、Chrome では「詳細設定」→「{printer.ip}{" "}
            にアクセスする（安全ではありません）」、Safari
            では「詳細を表示」→「このWebサイトを閲覧」を選びます。
          </List.Item>
          <List.Item>
            プリンターのページが表示されたら、そのタブを閉じてこの画面に戻ります。
          </List.Item>
          <List.Item>「もう一度確認」を押します。</List.Item>
        </List>
        <Text size="xs" c="dimmed">
          警告のページも出ないときは、プリンターの電源・ネットワーク・IPアドレスを確認してください。
        </Text>
      </Stack>
    </Alert>
  );
}

function UnreachableHelp({ printer }: { printer: Printer }) {
  return (
    <Alert color="orange" icon={<IconPlugConnectedX />} title="この端末から機器に接続できません">
      <List size="sm" spacing={4}>
        <List.Item>
          機器の電源が入っていて、エラーランプが点いていないか確認してください。
        </List.Item>
        <List.Item>
          この端末と機器が同じネットワーク（Wi-Fi）につながっているか確認してください。
        </List.Item>
        <List.Item>
          IPアドレス {printer.ip}・ポート {printer.port}
          が機器の設定と同じか確認してください（機器の設定ページやステータスシートで確認できます）。
        </List.Item>
      </List>
    </Alert>
  );
}

function CheckResult({ printer, outcome }: { printer: Printer; outcome: EposOutcome }) {
  if (outcome.ok) {
    return (
      <Stack gap="xs">
        <Alert color="green" icon={<IconCircleCheck />}>
          この端末から印刷できます
        </Alert>
        {paperNearEnd(outcome) && (
          <Alert color="yellow" data-testid="paper-near-end">
            用紙が残り少なくなっています。新しいロール紙を用意してください
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
    <Alert color="red" title="機器がエラーを返しました">
      {outcome.message}
      {outcome.code !== "" && `（${outcome.code}）`}
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
          notifications.show({ color: "green", message: `ポートを ${port} に変更しました` }),
      },
    );
  return (
    <Alert color="blue" data-testid="other-port" title={`ポート ${port} で応答しました`}>
      <Stack gap="xs">
        <Text size="sm">
          設定のポート {printer.port} では応答がなく、ポート {port}
          （プリンターのWebサーバー）で応答しました。このポートで印刷するには設定を変更してください。
        </Text>
        <Group>
          <Button size="sm" onClick={save} loading={update.isPending}>
            ポートを {port} に変更
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
          {outcome ? "もう一度確認" : "この端末から確認"}
        </Button>
        {checking && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {printer.origin} に確認しています…
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
