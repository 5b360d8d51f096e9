// 「この端末から確認」: asks one device from this tablet and says what to do when it cannot be
// reached. Each tablet must accept an HTTPS printer's self-signed certificate once; until it does,
// the browser refuses the connection without telling the page why, so we explain and link to the
// printer's own address, where the browser offers to accept it.
import type { Printer } from "@lounge-office/domain/printers";
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconPlugConnectedX, IconShieldLock } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { EPOS_NETWORK, type EposOutcome } from "../../../lib/epos-transport";
import { paperNearEnd, probeDevice } from "./probe";

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

export function PrinterCheck({ printer, autoStart = false }: Props) {
  const [outcome, setOutcome] = useState<EposOutcome | null>(null);
  const [checking, setChecking] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const check = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setChecking(true);
    const result = await probeDevice(printer, controller.signal);
    // A newer check (or closing the dialog) supersedes this one.
    if (controller.signal.aborted) return;
    setOutcome(result);
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
      {outcome && !checking && <CheckResult printer={printer} outcome={outcome} />}
    </Stack>
  );
}
