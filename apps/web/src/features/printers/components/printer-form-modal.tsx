// Add or edit a printer or customer display: name, kind, address (https on 8043 / http on 8008),
// the ePOS device id and the device's timeout, and a receipt printer's paper (its model fills the
// paper width and the characters per row). The contract's schema checks it before sending.
import {
  defaultColumns,
  EPOS_HTTP_PORT,
  EPOS_HTTPS_PORT,
  type PaperWidth,
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
import { kindName, modelName, t } from "../messages";

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
      notifications.show({ color: "green", message: t("form.saved", { name: saved.name }) });
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
      title={titled(printer ? t("form.editTitle", { name: printer.name }) : t("form.addTitle"))}
      onClose={onClose}
      onSubmit={onSubmit}
      error={failed?.error ?? null}
      pending={create.isPending || update.isPending}
    >
      <TextInput
        label={t("col.name")}
        placeholder={t("form.name.placeholder")}
        required
        data-autofocus
        {...form.getInputProps("name")}
      />
      <Input.Wrapper label={t("col.kind")} error={form.errors.kind}>
        <SegmentedControl
          fullWidth
          mt={4}
          value={values.kind}
          onChange={(value) => onKind(value as Kind)}
          data={PRINTER_KINDS.map((kind) => ({ value: kind, label: kindName(kind) }))}
        />
      </Input.Wrapper>
      <Input.Wrapper
        label={t("form.scheme")}
        description={t("form.scheme.hint")}
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
          {t("form.mixedContent")}
        </Alert>
      )}
      <SimpleGrid cols={2}>
        <TextInput
          label={t("form.ip")}
          placeholder="192.168.0.50"
          required
          {...form.getInputProps("ip")}
        />
        <NumberInput
          label={t("form.port")}
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
          label={t("col.deviceId")}
          description={t("form.deviceId.hint")}
          {...form.getInputProps("device_id")}
        />
        <NumberInput
          label={t("form.timeout")}
          description={t("form.timeout.hint")}
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
            label={t("form.model")}
            description={t("form.model.hint")}
            allowDeselect={false}
            value={modelOf(values.paper_width, values.columns)}
            onChange={onModel}
            data={[
              ...PRINTER_MODELS.map((model) => ({
                value: model.key,
                label: t("form.model.option", {
                  model: modelName(model.key),
                  columns: model.columns,
                }),
              })),
              { value: OTHER_MODEL, label: t("form.model.other") },
            ]}
          />
          <SimpleGrid cols={2}>
            <Input.Wrapper label={t("form.paperWidth")} error={form.errors.paper_width}>
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
              label={t("form.columns")}
              description={t("form.columns.hint")}
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
