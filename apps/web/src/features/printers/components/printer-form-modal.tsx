// Add or edit a printer or customer display: name, kind, address (https on 8043 / http on 8008),
// the ePOS device id and the device's timeout. The contract's schema checks it before sending.
import {
  EPOS_HTTP_PORT,
  EPOS_HTTPS_PORT,
  PRINTER_KIND_LABELS,
  PRINTER_KINDS,
  type Printer,
  printersApi,
  ZPrinterInput,
} from "@lounge-office/domain/printers";
import { Input, NumberInput, SegmentedControl, SimpleGrid, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { useLoungeTitle } from "../../../lib/lounge-title";

/** The form edits everything but the lounge, which is the page's (the session's) lounge. */
const ZPrinterForm = ZPrinterInput.omit({ lounge_id: true });

type Scheme = "https" | "http";
type Kind = (typeof PRINTER_KINDS)[number];

export const DEFAULT_PORTS: Record<Scheme, number> = {
  https: EPOS_HTTPS_PORT,
  http: EPOS_HTTP_PORT,
};
/** Epson's device ids: the printer is `local_printer`, a display attached to it `local_display`. */
export const DEFAULT_DEVICE_IDS: Record<Kind, string> = {
  printer: "local_printer",
  display: "local_display",
};
export const DEFAULT_TIMEOUT_MS = 10_000;

type Props = {
  loungeId: number;
  /** The printer to edit, or null to add one. */
  printer: Printer | null;
  onClose: () => void;
};

export function PrinterFormModal({ loungeId, printer, onClose }: Props) {
  const titled = useLoungeTitle(loungeId);
  const form = useSchemaForm(ZPrinterForm, {
    name: printer?.name ?? "",
    kind: printer?.kind ?? "printer",
    scheme: printer?.scheme ?? "https",
    ip: printer?.ip ?? "",
    port: printer?.port ?? EPOS_HTTPS_PORT,
    device_id: printer?.device_id ?? DEFAULT_DEVICE_IDS.printer,
    timeout_ms: printer?.timeout_ms ?? DEFAULT_TIMEOUT_MS,
  });
  const create = useContractMutation(printersApi.create, { invalidate: [printersApi.list] });
  const update = useContractMutation(printersApi.update, { invalidate: [printersApi.list] });
  const failed = [create, update].find((m) => m.isError);
  const values = form.getValues();

  // A default follows the choice it depends on; a value the manager typed stays as typed.
  const onScheme = (scheme: Scheme) => {
    const port = Number(values.port);
    if (!values.port || port === DEFAULT_PORTS[values.scheme]) {
      form.setFieldValue("port", DEFAULT_PORTS[scheme]);
    }
    form.setFieldValue("scheme", scheme);
  };
  const onKind = (kind: Kind) => {
    if (!values.device_id || values.device_id === DEFAULT_DEVICE_IDS[values.kind]) {
      form.setFieldValue("device_id", DEFAULT_DEVICE_IDS[kind]);
    }
    form.setFieldValue("kind", kind);
  };

  const done = {
    onSuccess: (saved: Printer) => {
      notifications.show({ color: "green", message: `「${saved.name}」を保存しました` });
      onClose();
    },
    onError: showServerErrors(form),
  };
  const onSubmit = form.onSubmit((input) => {
    if (printer) update.mutate({ params: { id: printer.id }, body: { printer: input } }, done);
    else create.mutate({ body: { printer: { lounge_id: loungeId, ...input } } }, done);
  });

  return (
    <FormModal
      title={titled(printer ? `プリンターの編集: ${printer.name}` : "プリンターの追加")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={failed?.error ?? null}
      pending={create.isPending || update.isPending}
    >
      <TextInput
        label="名前"
        placeholder="レジ横プリンター"
        required
        data-autofocus
        {...form.getInputProps("name")}
      />
      <Input.Wrapper label="種類" error={form.errors.kind}>
        <SegmentedControl
          fullWidth
          mt={4}
          value={values.kind}
          onChange={(value) => onKind(value as Kind)}
          data={PRINTER_KINDS.map((kind) => ({ value: kind, label: PRINTER_KIND_LABELS[kind] }))}
        />
      </Input.Wrapper>
      <Input.Wrapper
        label="接続方式"
        description="https（8043）が標準です。http（8008）は証明書の受け入れが不要ですが暗号化されません"
        error={form.errors.scheme}
      >
        <SegmentedControl
          fullWidth
          mt={4}
          value={values.scheme}
          onChange={(value) => onScheme(value as Scheme)}
          data={[
            { value: "https", label: "https" },
            { value: "http", label: "http" },
          ]}
        />
      </Input.Wrapper>
      <SimpleGrid cols={2}>
        <TextInput
          label="IPアドレス"
          placeholder="192.168.0.50"
          required
          {...form.getInputProps("ip")}
        />
        <NumberInput
          label="ポート"
          min={1}
          max={65535}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps("port")}
        />
      </SimpleGrid>
      <SimpleGrid cols={2}>
        <TextInput
          label="デバイスID"
          description="通常は local_printer（ディスプレイは local_display）"
          {...form.getInputProps("device_id")}
        />
        <NumberInput
          label="タイムアウト（ミリ秒）"
          description="1000〜300000"
          min={1000}
          max={300_000}
          step={1000}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("timeout_ms")}
        />
      </SimpleGrid>
    </FormModal>
  );
}
