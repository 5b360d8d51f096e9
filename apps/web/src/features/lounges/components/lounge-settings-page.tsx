// Lounge settings (admin): every lounge's contact fields, time zone, business-day cut-off, invoice number,
// how the revenue stamp is judged on receipts, sign-in roles, whether the sign-in page lists the lounge's accounts
// whether the lounge publishes its crowd feed (men and women present) for its website, and its
// opening hours, which say when that feed reads 営業中. 勘定科目 sets how its takings are booked for
// the accountant's product (journal-accounts-modal.tsx).
import { crowdApi, crowdWidgetPath } from "@lounge-office/domain/crowd";
import {
  type Lounge,
  type LoungeInput,
  loungesApi,
  ZLoungeInput,
} from "@lounge-office/domain/lounges";
import { type CallInput, pathOf, ROLES } from "@lounge-office/domain/shared";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBook2, IconPencil, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ActionsHeader } from "../../../lib/actions-header";
import { errorMessage } from "../../../lib/api-client";
import { roleName } from "../../../lib/common-messages";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { CopyableValue } from "../../../lib/copy-button";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";
import { t } from "../messages";
import { JournalAccountsModal } from "./journal-accounts-modal";
import { DEFAULT_OPENING_HOURS, OpeningHoursFields } from "./opening-hours-fields";

/** The settings as the form sends them: the same body for a new lounge and an edit. */
type LoungeSettingsBody = CallInput<typeof loungesApi.create>["body"];

// Names and zones show in the shell and the lounge switcher: the session is read again too.
const SAVED = { invalidate: [loungesApi.list, SESSION_QUERY_KEY] };

const EMPTY: LoungeSettingsBody = {
  name: "",
  name_eng: "",
  address: "",
  phone: "",
  site_url: "",
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
  invoice_registration_number: "",
  stamp_on_tax_excluded: false,
  sign_in_roles: [...ROLES],
  sign_in_account_list: true,
  crowd_feed_public: false,
  opening_hours: DEFAULT_OPENING_HOURS,
};

/** Where a lounge's website reads its crowd feed (this server's own address). */
const crowdFeedUrl = (loungeId: number) =>
  `${window.location.origin}${pathOf(crowdApi.crowd, { id: loungeId })}`;
const crowdWidgetUrl = (loungeId: number) =>
  `${window.location.origin}${crowdWidgetPath(loungeId)}`;
/**
 * What a website pastes to show the widget: the counts, the balance and the weekday chart. It is for
 * the website's guests, so it stays Japanese whatever the staff's language.
 */
const crowdWidgetSnippet = (lounge: { id: number; name: string }) =>
  `<iframe src="${crowdWidgetUrl(lounge.id)}" title="${lounge.name}の混雑状況" width="380" height="540" style="border:0" loading="lazy"></iframe>`;

/** Short cells that must not break (a lounge's name, a phone number). */
const NO_WRAP = { whiteSpace: "nowrap" } as const;

/** A lounge's settings as the form edits them (everything but its id). */
const fieldsOf = ({ id: _id, closed_on: _closedOn, ...settings }: Lounge): LoungeSettingsBody => ({
  ...settings,
  // Not set yet: the form offers the usual nights, saved as shown.
  opening_hours: settings.opening_hours ?? DEFAULT_OPENING_HOURS,
});

const TEXT_FIELDS: {
  key: Exclude<
    keyof LoungeInput,
    | "sign_in_roles"
    | "sign_in_account_list"
    | "stamp_on_tax_excluded"
    | "crowd_feed_public"
    | "opening_hours"
  >;
  label: string;
  description?: string;
}[] = [
  { key: "name", label: t("field.name") },
  { key: "name_eng", label: t("field.name_eng") },
  { key: "address", label: t("field.address") },
  { key: "phone", label: t("field.phone") },
  { key: "site_url", label: t("field.site_url") },
  { key: "time_zone", label: t("field.time_zone"), description: t("field.time_zone.hint") },
  {
    key: "business_day_cutoff",
    label: t("field.business_day_cutoff"),
    description: t("field.business_day_cutoff.hint"),
  },
  {
    key: "invoice_registration_number",
    label: t("field.invoice_registration_number"),
    description: t("field.invoice_registration_number.hint"),
  },
];

function LoungeFormModal({ lounge, onClose }: { lounge: Lounge | null; onClose: () => void }) {
  const form = useSchemaForm(ZLoungeInput, lounge ? fieldsOf(lounge) : EMPTY);
  const create = useContractMutation(loungesApi.create, SAVED);
  const update = useContractMutation(loungesApi.update, SAVED);
  const save = lounge ? update : create;
  const onSubmit = form.onSubmit((input) => {
    const done = {
      onSuccess: (saved: Lounge) => {
        notifications.show({ color: "green", message: t("saved", { name: saved.name }) });
        onClose();
      },
      onError: showServerErrors(form),
    };
    if (lounge) update.mutate({ params: { id: lounge.id }, body: input }, done);
    else create.mutate({ body: input }, done);
  });
  return (
    <FormModal
      title={lounge ? t("formTitle", { name: lounge.name }) : t("formNew")}
      size="xl"
      onClose={onClose}
      onSubmit={onSubmit}
      error={save.error}
      pending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TEXT_FIELDS.map((field) => (
          <TextInput
            key={field.key}
            label={field.label}
            description={field.description}
            {...form.getInputProps(field.key)}
          />
        ))}
      </SimpleGrid>
      <OpeningHoursFields
        hours={form.getValues().opening_hours ?? DEFAULT_OPENING_HOURS}
        onChange={(hours) => form.setFieldValue("opening_hours", hours)}
        errors={form.errors}
      />
      <Checkbox.Group label={t("signInRoles")} {...form.getInputProps("sign_in_roles")}>
        <Group mt={6}>
          {ROLES.map((role) => (
            <Checkbox key={role} value={role} label={roleName(role)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label={t("stampOnTaxExcluded")}
        description={t("stampOnTaxExcluded.hint")}
        {...form.getInputProps("stamp_on_tax_excluded", { type: "checkbox" })}
      />
      <Switch
        label={t("accountListSwitch")}
        description={t("accountListSwitch.hint")}
        {...form.getInputProps("sign_in_account_list", { type: "checkbox" })}
      />
      <Switch
        label={t("crowdSwitch")}
        description={t("crowdSwitch.hint")}
        {...form.getInputProps("crowd_feed_public", { type: "checkbox" })}
      />
      {lounge && form.getValues().crowd_feed_public && (
        <div>
          <Text size="sm" fw={500}>
            {t("feedAddress")}
          </Text>
          <CopyableValue value={crowdFeedUrl(lounge.id)} label={t("feedAddressLabel")} />
          <Text size="sm" fw={500} mt="xs">
            {t("widget")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("widgetHint")}
          </Text>
          <CopyableValue value={crowdWidgetSnippet(lounge)} label={t("widgetCode")}>
            <Anchor href={crowdWidgetUrl(lounge.id)} target="_blank" rel="noopener" size="sm">
              {t("widgetOpen")}
            </Anchor>
          </CopyableValue>
        </div>
      )}
    </FormModal>
  );
}

export function LoungeSettingsPage() {
  const lounges = useQuery(contractQuery(loungesApi.list));
  const [editing, setEditing] = useState<Lounge | "new" | null>(null);
  const [booking, setBooking] = useState<Lounge | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t("title")}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing("new")}>
          {t("add")}
        </Button>
      </Group>
      {lounges.isError && <Alert color="red">{errorMessage(lounges.error)}</Alert>}
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" aria-label={t("list")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("col.name")}</Table.Th>
              <Table.Th>{t("col.address")}</Table.Th>
              <Table.Th>{t("col.phone")}</Table.Th>
              <Table.Th>{t("col.cutoff")}</Table.Th>
              <Table.Th>{t("col.registration")}</Table.Th>
              <Table.Th>{t("col.stamp")}</Table.Th>
              <Table.Th>{t("col.signIn")}</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(lounges.data ?? []).map((lounge) => (
              <Table.Tr key={lounge.id}>
                <Table.Td style={NO_WRAP}>
                  {lounge.name}
                  {lounge.crowd_feed_public && (
                    <Text size="xs" c="dimmed">
                      {t("crowdPublic")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{lounge.address}</Table.Td>
                <Table.Td style={NO_WRAP}>{lounge.phone}</Table.Td>
                <Table.Td>{lounge.business_day_cutoff}</Table.Td>
                <Table.Td ff="monospace">
                  {lounge.invoice_registration_number ? (
                    <CopyableValue
                      value={lounge.invoice_registration_number}
                      label={t("col.registration")}
                    />
                  ) : (
                    "—"
                  )}
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  {lounge.stamp_on_tax_excluded ? t("taxExcluded") : t("taxIncluded")}
                </Table.Td>
                <Table.Td>
                  {lounge.sign_in_roles.map(roleName).join(t("roleSeparator"))}
                  <Text size="xs" c="dimmed" style={NO_WRAP}>
                    {lounge.sign_in_account_list ? t("accountList") : t("accountTyped")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(lounge)}
                    >
                      {t("edit")}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconBook2 size={14} />}
                      onClick={() => setBooking(lounge)}
                      aria-label={t("accountsOf", { name: lounge.name })}
                    >
                      {t("accounts")}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && (
        <LoungeFormModal
          lounge={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {booking && <JournalAccountsModal lounge={booking} onClose={() => setBooking(null)} />}
    </Stack>
  );
}
