// 勘定科目 (head office): how a lounge's takings are booked in the accountant's product — the account,
// sub-account and tax category of each kind of money (cash, card, e-money, sales, the register's
// 過不足, paid-in/out), and of each paid-in/out reason. The journal exports for freee, マネーフォワード
// and 弥生 read it; 既定に戻す returns to the standard chart's names all three products import.
import { type Lounge, loungesApi } from "@lounge-office/domain/lounges";
import {
  type BookAccount,
  type JournalAccounts,
  TAX_KINDS,
  type TaxKind,
  ZJournalAccounts,
} from "@lounge-office/domain/shared";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { t as common } from "../../../lib/common-messages";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { t } from "../messages";

type Kind = Exclude<keyof JournalAccounts, "reasons">;

/** The kinds of money in the order staff read a day's takings. */
const KINDS: { key: Kind; label: string }[] = [
  { key: "cash", label: t("kind.cash") },
  { key: "credit", label: t("kind.credit") },
  { key: "e_money", label: t("kind.e_money") },
  { key: "sales", label: t("kind.sales") },
  { key: "over", label: t("kind.over") },
  { key: "short", label: t("kind.short") },
  { key: "paid_in", label: t("kind.paid_in") },
  { key: "paid_out", label: t("kind.paid_out") },
];

/** Short enough for the column; the text above the table says amounts include tax. */
const TAX_LABELS: Record<TaxKind, string> = {
  sales_10: t("tax.sales_10"),
  purchase_10: t("tax.purchase_10"),
  none: t("tax.none"),
};
const TAX_OPTIONS = (Object.keys(TAX_KINDS) as TaxKind[]).map((kind) => ({
  value: kind,
  label: TAX_LABELS[kind],
}));

type Draft = {
  kinds: Record<Kind, BookAccount>;
  reasons: { key: number; reason: string; book: BookAccount }[];
};

let nextKey = 0;
const draftOf = (accounts: JournalAccounts): Draft => {
  const { reasons, ...kinds } = accounts;
  return {
    kinds,
    reasons: Object.entries(reasons).map(([reason, book]) => ({ key: nextKey++, reason, book })),
  };
};

/** The draft as the server takes it; a reason named twice is the caller's error. */
const accountsOf = (draft: Draft): unknown => ({
  ...draft.kinds,
  reasons: Object.fromEntries(draft.reasons.map((r) => [r.reason.trim(), r.book])),
});

/** A row's first problem, by the field it is on (`sales.account`, `reasons.0.reason`). */
function problemsOf(draft: Draft): Record<string, string> {
  const problems: Record<string, string> = {};
  const names = draft.reasons.map((r) => r.reason.trim());
  names.forEach((name, i) => {
    if (name === "") problems[`reasons.${i}.reason`] = t("reasonBlank");
    else if (names.indexOf(name) !== i) problems[`reasons.${i}.reason`] = t("reasonTwice");
  });
  const parsed = ZJournalAccounts.safeParse(accountsOf(draft));
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const [first, second, field] = issue.path.map(String);
    // A reason's fields are keyed by its name: point at its row.
    const at =
      first === "reasons" && second !== undefined
        ? `reasons.${names.indexOf(second)}.${field ?? "reason"}`
        : `${first}.${second}`;
    problems[at] ??= issue.message;
  }
  return problems;
}

function BookFields({
  book,
  label,
  path,
  problems,
  onChange,
}: {
  book: BookAccount;
  label: string;
  path: string;
  problems: Record<string, string>;
  onChange: (book: BookAccount) => void;
}) {
  return (
    <>
      <Table.Td>
        <TextInput
          aria-label={t("accountOf", { label })}
          value={book.account}
          error={problems[`${path}.account`]}
          onChange={(e) => onChange({ ...book, account: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t("subOf", { label })}
          value={book.sub}
          error={problems[`${path}.sub`]}
          onChange={(e) => onChange({ ...book, sub: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={t("taxOf", { label })}
          miw={136}
          data={TAX_OPTIONS}
          value={book.tax}
          onChange={(e) => onChange({ ...book, tax: e.currentTarget.value as TaxKind })}
        />
      </Table.Td>
    </>
  );
}

function AccountsForm({
  lounge,
  accounts,
  isDefault,
  onClose,
}: {
  lounge: Lounge;
  accounts: JournalAccounts;
  isDefault: boolean;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(accounts));
  const [shown, setShown] = useState<Record<string, string>>({});
  const save = useContractMutation(loungesApi.setJournalAccounts, {
    invalidate: [loungesApi.journalAccounts],
  });
  const send = (journal_accounts: JournalAccounts | null, message: string) =>
    save.mutate(
      { params: { id: lounge.id }, body: { journal_accounts } },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message });
          onClose();
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf(draft);
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    send(ZJournalAccounts.parse(accountsOf(draft)), t("accountsSaved", { name: lounge.name }));
  };
  const setKind = (key: Kind, book: BookAccount) =>
    setDraft((d) => ({ ...d, kinds: { ...d.kinds, [key]: book } }));
  const setReason = (key: number, change: Partial<Draft["reasons"][number]>) =>
    setDraft((d) => ({
      ...d,
      reasons: d.reasons.map((r) => (r.key === key ? { ...r, ...change } : r)),
    }));
  const problemCount = Object.keys(shown).length;

  return (
    <form onSubmit={submit} noValidate aria-label={t("accounts")}>
      <Stack>
        <Text size="sm">{t("accountsIntro")}</Text>
        {isDefault && (
          <Badge variant="light" color="gray" data-testid="journal-accounts-default">
            {t("accountsDefault")}
          </Badge>
        )}
        {save.error && <Alert color="red">{errorMessage(save.error)}</Alert>}
        {problemCount > 0 && (
          <Alert color="red" role="alert">
            {t("problems", { count: problemCount })}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} aria-label={t("byKind")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("col.kind")}</Table.Th>
                <Table.Th>{t("col.account")}</Table.Th>
                <Table.Th>{t("col.sub")}</Table.Th>
                <Table.Th>{t("col.tax")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {KINDS.map(({ key, label }) => (
                <Table.Tr key={key}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{label}</Table.Td>
                  <BookFields
                    book={draft.kinds[key]}
                    label={label}
                    path={key}
                    problems={shown}
                    onChange={(book) => setKind(key, book)}
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" fw={600}>
          {t("byReason")}
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} aria-label={t("byReason")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("col.reason")}</Table.Th>
                <Table.Th>{t("col.account")}</Table.Th>
                <Table.Th>{t("col.sub")}</Table.Th>
                <Table.Th>{t("col.tax")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("col.delete")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.reasons.map((row, i) => {
                const label = row.reason.trim() || t("reasonN", { n: i + 1 });
                return (
                  <Table.Tr key={row.key} data-reason={row.reason}>
                    <Table.Td>
                      <TextInput
                        aria-label={t("reasonN", { n: i + 1 })}
                        value={row.reason}
                        error={shown[`reasons.${i}.reason`]}
                        onChange={(e) => setReason(row.key, { reason: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <BookFields
                      book={row.book}
                      label={label}
                      path={`reasons.${i}`}
                      problems={shown}
                      onChange={(book) => setReason(row.key, { book })}
                    />
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size={44}
                        aria-label={t("deleteNamed", { label })}
                        onClick={() =>
                          setDraft((d) => ({
                            ...d,
                            reasons: d.reasons.filter((r) => r.key !== row.key),
                          }))
                        }
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button
            variant="light"
            mih={44}
            leftSection={<IconPlus size={18} />}
            onClick={() =>
              setDraft((d) => ({
                ...d,
                reasons: [
                  ...d.reasons,
                  { key: nextKey++, reason: "", book: { account: "", sub: "", tax: "none" } },
                ],
              }))
            }
          >
            {t("addReason")}
          </Button>
        </Group>
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="gray"
            mih={44}
            disabled={isDefault || save.isPending}
            onClick={() => send(null, t("accountsReset", { name: lounge.name }))}
          >
            {t("resetAccounts")}
          </Button>
          <Group>
            <Button variant="default" mih={44} onClick={onClose}>
              {common("cancel")}
            </Button>
            <Button type="submit" mih={44} loading={save.isPending}>
              {common("save")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function JournalAccountsModal({ lounge, onClose }: { lounge: Lounge; onClose: () => void }) {
  const answer = useQuery(contractQuery(loungesApi.journalAccounts, { params: { id: lounge.id } }));
  return (
    <Modal opened onClose={onClose} title={t("accountsTitle", { name: lounge.name })} size="xl">
      {answer.isPending && <Loader aria-label={t("loading")} />}
      {answer.isError && <Alert color="red">{errorMessage(answer.error)}</Alert>}
      {answer.data && (
        <AccountsForm
          lounge={lounge}
          accounts={answer.data.journal_accounts}
          isDefault={answer.data.is_default}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
