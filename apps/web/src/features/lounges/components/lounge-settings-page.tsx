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
import { type CallInput, pathOf, ROLE_JA, ROLES } from "@lounge-office/domain/shared";
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
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { CopyableValue } from "../../../lib/copy-button";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";
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
/** What a website pastes to show the widget: the counts, the balance and the weekday chart. */
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
  { key: "name", label: "店舗名" },
  { key: "name_eng", label: "英語名" },
  { key: "address", label: "住所" },
  { key: "phone", label: "電話番号" },
  { key: "site_url", label: "サイトURL" },
  { key: "time_zone", label: "タイムゾーン", description: "例: Asia/Tokyo" },
  {
    key: "business_day_cutoff",
    label: "営業日の切替時刻",
    description: "この時刻より前は前日の営業日です（例: 06:00）",
  },
  {
    key: "invoice_registration_number",
    label: "適格請求書発行事業者登録番号",
    description: "T と13桁の数字（チェックデジットを確認します）",
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
        notifications.show({ color: "green", message: `「${saved.name}」を保存しました` });
        onClose();
      },
      onError: showServerErrors(form),
    };
    if (lounge) update.mutate({ params: { id: lounge.id }, body: input }, done);
    else create.mutate({ body: input }, done);
  });
  return (
    <FormModal
      title={lounge ? `店舗設定: ${lounge.name}` : "店舗の追加"}
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
      <Checkbox.Group
        label="この店舗の端末でサインインできる役割"
        {...form.getInputProps("sign_in_roles")}
      >
        <Group mt={6}>
          {ROLES.map((role) => (
            <Checkbox key={role} value={role} label={ROLE_JA[role]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label="収入印紙を税抜金額で判定する（領収書に消費税額を記載しているため）"
        description="オンにすると、領収書に「収入印紙」の注記が要るかを消費税を除いた金額で判定します（消費税額を記載した領収書に認められる方法です）。オフでは税込金額で判定します"
        {...form.getInputProps("stamp_on_tax_excluded", { type: "checkbox" })}
      />
      <Switch
        label="サインイン画面にアカウント一覧を表示する"
        description="オフにすると、スタッフはアカウントを入力してサインインします（管理者のアカウントは常に一覧に出ません）"
        {...form.getInputProps("sign_in_account_list", { type: "checkbox" })}
      />
      <Switch
        label="混雑状況（男性◯名・女性◯名）を店舗のウェブサイト向けに公開する"
        description="オンにすると、どのサイトからでも在店人数と営業中かどうかを読み出せます（お客様の名前や席は含みません）。オフでは何も公開しません"
        {...form.getInputProps("crowd_feed_public", { type: "checkbox" })}
      />
      {lounge && form.getValues().crowd_feed_public && (
        <div>
          <Text size="sm" fw={500}>
            公開アドレス（店舗のサイトから読み出します）
          </Text>
          <CopyableValue value={crowdFeedUrl(lounge.id)} label="公開アドレス" />
          <Text size="sm" fw={500} mt="xs">
            ウェブサイトに埋め込むウィジェット（男女の人数と曜日別の混み具合）
          </Text>
          <Text size="xs" c="dimmed">
            コピーボタンで埋め込みコード（iframe）をコピーし、サイトのHTMLに貼り付けます
          </Text>
          <CopyableValue value={crowdWidgetSnippet(lounge)} label="埋め込みコード">
            <Anchor href={crowdWidgetUrl(lounge.id)} target="_blank" rel="noopener" size="sm">
              ウィジェットを開く
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
        <Title order={2}>店舗設定</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing("new")}>
          店舗を追加
        </Button>
      </Group>
      {lounges.isError && <Alert color="red">{errorMessage(lounges.error)}</Alert>}
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" aria-label="店舗一覧">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>店舗名</Table.Th>
              <Table.Th>住所</Table.Th>
              <Table.Th>電話番号</Table.Th>
              <Table.Th>切替時刻</Table.Th>
              <Table.Th>登録番号</Table.Th>
              <Table.Th>印紙の判定</Table.Th>
              <Table.Th>サインイン</Table.Th>
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
                      混雑状況を公開中
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{lounge.address}</Table.Td>
                <Table.Td style={NO_WRAP}>{lounge.phone}</Table.Td>
                <Table.Td>{lounge.business_day_cutoff}</Table.Td>
                <Table.Td ff="monospace">
                  {lounge.invoice_registration_number ? (
                    <CopyableValue value={lounge.invoice_registration_number} label="登録番号" />
                  ) : (
                    "—"
                  )}
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  {lounge.stamp_on_tax_excluded ? "税抜" : "税込"}
                </Table.Td>
                <Table.Td>
                  {lounge.sign_in_roles.map((r) => ROLE_JA[r]).join("・")}
                  <Text size="xs" c="dimmed" style={NO_WRAP}>
                    {lounge.sign_in_account_list ? "アカウント一覧あり" : "アカウントは入力"}
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
                      編集
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconBook2 size={14} />}
                      onClick={() => setBooking(lounge)}
                      aria-label={`${lounge.name}の勘定科目`}
                    >
                      勘定科目
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
