// Add or edit a printer or customer display: name, kind, address (https on 8043 / http on 8008),
// the ePOS device id and the device's timeout, and a receipt printer's paper (its model fills the
// paper width and the characters per row). The contract's schema checks it before sending.
import {
  defaultColumns,
  EPOS_HTTP_PORT,
  EPOS_HTTPS_PORT,
  type PaperWidth,
  PRINTER_KIND_LABELS,
  PRINTER_KINDS,
  PRINTER_MODELS,
  type Printer,
  printersApi,
  ZPrinterInput,
} from "@lounge-office/domain/printers";
import { mixedContentBlocked } from "@lounge-office/domain/shared";
import {
  Alert,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  TextInput,
} from "@mantine/core";
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

const OTHER_MODEL = "other";
/** The model whose paper the values are, or その他. */
const modelOf = (paperWidth: unknown, columns: unknown) =>
  PRINTER_MODELS.find(
    (model) => model.paper_width === Number(paperWidth) && model.columns === Number(columns),
  )?.key ?? OTHER_MODEL;

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
    paper_width: printer?.paper_width ?? 80,
    columns: printer?.columns ?? defaultColumns(80),
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

  const onModel = (key: string | null) => {
    const model = PRINTER_MODELS.find((m) => m.key === key);
    if (!model) return;
    form.setFieldValue("paper_width", model.paper_width);
    form.setFieldValue("columns", model.columns);
  };
  const onPaperWidth = (paperWidth: PaperWidth) => {
    const columns = Number(values.columns);
    if (!values.columns || columns === defaultColumns(Number(values.paper_width) as PaperWidth)) {
      form.setFieldValue("columns", defaultColumns(paperWidth));
    }
    form.setFieldValue("paper_width", paperWidth);
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
        description="https（8043）が標準です。http（8008）は証明書の受け入れが不要ですが暗号化されません。8043 で応答しない機種は 443（http は 80）で応答します（確認で試します）"
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
      {mixedContentBlocked(window.location.protocol, {
        scheme: values.scheme,
        ip: String(values.ip ?? ""),
      }) && (
        <Alert color="orange" data-testid="mixed-content-warning">
          このアプリは https で開かれています。http
          のプリンターにはブラウザーが接続しないため、https（8043 または 443）を選んでください
        </Alert>
      )}
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
      {values.kind === "printer" && (
        <>
          <Select
            label="機種"
            description="用紙幅と1行の文字数（半角）が決まります。レシート・領収書・日報はこの幅で印刷されます"
            allowDeselect={false}
            value={modelOf(values.paper_width, values.columns)}
            onChange={onModel}
            data={[
              ...PRINTER_MODELS.map((model) => ({
                value: model.key,
                label: `${model.label}・${model.columns}桁`,
              })),
              { value: OTHER_MODEL, label: "その他（用紙幅と桁数を入力）" },
            ]}
          />
          <SimpleGrid cols={2}>
            <Input.Wrapper label="用紙幅" error={form.errors.paper_width}>
              <SegmentedControl
                fullWidth
                mt={4}
                value={String(values.paper_width)}
                onChange={(value) => onPaperWidth(Number(value) as PaperWidth)}
                data={[
                  { value: "80", label: "80mm" },
                  { value: "58", label: "58mm" },
                ]}
              />
            </Input.Wrapper>
            <NumberInput
              label="桁数（半角）"
              description="24〜64"
              min={24}
              max={64}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("columns")}
            />
          </SimpleGrid>
        </>
      )}
    </FormModal>
  );
}
