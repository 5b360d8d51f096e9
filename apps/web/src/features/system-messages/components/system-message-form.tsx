// The compose form of the system messages page: 送信先 (全店舗 or one lounge), 本文 (at most 500
// characters, counted as typed) and an optional 表示期限; 送信 posts `{system_message:{lounge_id,
// message, until}}` and says so. The call's own schema checks the text and the time; the server's
// refusals (an unknown lounge, a time that has passed meanwhile) land on their fields.
import type { Session } from "@lounge-office/domain/session";
import type { CallInput } from "@lounge-office/domain/shared";
import {
  SYSTEM_MESSAGE_MAX_LENGTH,
  systemMessagesApi,
  ZSystemMessageCreate,
} from "@lounge-office/domain/system-messages";
import { NativeSelect, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { z } from "zod";
import { ApiError } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { FormShell, useSchemaForm } from "../../../lib/form";
import { InstantPicker } from "../../../lib/instant-picker";
import { loungeSelectData, usableLounges } from "../../../lib/usable-lounges";
import { t } from "../messages";

const fields = ZSystemMessageCreate.shape.system_message.shape;

/** The 送信先 option for every lounge (lounge_id null). */
export const ALL_LOUNGES = "all";
export const UNTIL_PASSED = t("untilPassed");

/**
 * The form's values, checked by the call's own fields and turned into its payload: the select holds a
 * string ("" until chosen), and a time already past is refused here before the server says the same.
 */
export const ZSystemMessageForm = z
  .object({
    lounge_id: z.string().min(1, { error: t("chooseToError") }),
    message: fields.message,
    until: fields.until,
  })
  .superRefine(({ until }, ctx) => {
    if (until && Date.parse(until) <= Date.now()) {
      ctx.addIssue({ code: "custom", path: ["until"], message: UNTIL_PASSED });
    }
  })
  .transform(({ lounge_id, message, until }) => ({
    lounge_id: lounge_id === ALL_LOUNGES ? null : Number(lounge_id),
    message,
    until: until ?? null,
  }));

/** The server names fields by their place in the body (`system_message.message`): the form's by name. */
function formFields(error: Error): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [
      path.replace(/^system_message\./, ""),
      message,
    ]),
  );
}

type SystemMessageDraft = CallInput<typeof systemMessagesApi.create>["body"]["system_message"];

export function SystemMessageForm({ session }: { session: Session }) {
  const form = useSchemaForm(ZSystemMessageForm, { lounge_id: "", message: "", until: null });
  const create = useContractMutation(systemMessagesApi.create, {
    input: (system_message: SystemMessageDraft) => ({ body: { system_message } }),
    invalidate: [systemMessagesApi.list, systemMessagesApi.active],
  });
  const values = form.getValues();
  const length = values.message.length;

  const onSubmit = form.onSubmit((system_message) =>
    create.mutate(system_message, {
      onSuccess: (sent) => {
        notifications.show({
          color: "green",
          message: t("sent", { to: sent.lounge_name ?? t("allLounges") }),
        });
        form.reset();
      },
      onError: (error) => form.setErrors(formFields(error)),
    }),
  );

  return (
    <FormShell
      onSubmit={onSubmit}
      error={create.error}
      pending={create.isPending}
      submitLabel={t("submit")}
    >
      <NativeSelect
        label={t("col.to")}
        size="md"
        required
        data={[
          { value: "", label: t("chooseTo"), disabled: true },
          { value: ALL_LOUNGES, label: t("allLounges") },
          ...loungeSelectData(usableLounges(session, "system_messages.manage")),
        ]}
        {...form.getInputProps("lounge_id")}
      />
      <div>
        <Textarea
          label={t("col.message")}
          size="md"
          required
          rows={4}
          {...form.getInputProps("message")}
        />
        <Text
          size="sm"
          ta="right"
          c={length > SYSTEM_MESSAGE_MAX_LENGTH ? "red" : "dimmed"}
          data-testid="message-length"
        >
          {t("length", { length, max: SYSTEM_MESSAGE_MAX_LENGTH })}
        </Text>
      </div>
      <InstantPicker
        label={t("col.until")}
        description={t("untilHint")}
        size="md"
        clearable
        timeZone={session.lounge.time_zone}
        value={values.until ?? null}
        onChange={(instant) => form.setFieldValue("until", instant)}
        error={form.errors.until}
      />
    </FormShell>
  );
}
