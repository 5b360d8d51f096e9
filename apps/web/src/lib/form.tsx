// Forms from the contracts' schemas: one hook (Mantine form validated by the call's own zod schema,
// submitting the schema's parsed output) and one shell (error alert, fields, cancel/submit footer).
// Field errors from the server land on their fields, exactly as the schema's own do.
import { Alert, Button, Group, Modal, type ModalProps, Stack } from "@mantine/core";
import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from "@mantine/form";
import type { FormEvent, ReactNode } from "react";
import type { z } from "zod";
import { ApiError, errorMessage } from "./api-client";
import { t } from "./common-messages";

/** A schema of an object: the form's values. */
// biome-ignore lint/suspicious/noExplicitAny: Mantine's own constraint on form values.
type ObjectSchema = z.ZodType<unknown, Record<string, any>>;

/** A form's values are what the schema accepts; submit hands over what it returns (trimmed, coerced). */
export type SchemaForm<S extends ObjectSchema> = UseFormReturnType<
  z.input<S>,
  z.output<S>,
  (values: z.input<S>) => FormErrors
>;

export function useSchemaForm<S extends ObjectSchema>(
  schema: S,
  initialValues: z.input<S>,
): SchemaForm<S> {
  return useForm<z.input<S>, z.output<S>>({
    mode: "controlled",
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    transformValues: (values) => schema.parse(values),
  });
}

/** For a mutation's `onError`: the server's field messages onto the form's fields. */
export function showServerErrors(form: { setErrors: (errors: Record<string, string>) => void }) {
  return (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      form.setErrors(error.fields);
    }
  };
}

type ShellProps = {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The last failed submission (its message shows above the fields), or null. */
  error: Error | null;
  pending: boolean;
  onCancel?: () => void;
  submitLabel?: string;
  /** Disables submit (e.g. while an upload is in progress or a file is too large). */
  submitDisabled?: boolean;
  children: ReactNode;
};

/** The form element, the error alert, the fields and the footer: the same on every form. */
export function FormShell({
  onSubmit,
  error,
  pending,
  onCancel,
  submitLabel = t("save"),
  submitDisabled = false,
  children,
}: ShellProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {error && <Alert color="red">{errorMessage(error)}</Alert>}
        {children}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("cancel")}
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A form in a modal: cancel closes it. */
export function FormModal({
  title,
  onClose,
  size,
  ...shell
}: Omit<ShellProps, "onCancel"> & {
  title: ReactNode;
  onClose: () => void;
  size?: ModalProps["size"];
}) {
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <FormShell {...shell} onCancel={onClose} />
    </Modal>
  );
}
