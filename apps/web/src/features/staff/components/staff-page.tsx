// Screen 13: staff search (a lounge filter disables the staff filter) and account administration.
import type { CallInput } from "@lounge-office/domain/shared";
import { type StaffMember, staffApi } from "@lounge-office/domain/staff";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconKey, IconPencil, IconPlus, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { roleName } from "../../../lib/common-messages";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { CopyableValue } from "../../../lib/copy-button";
import { useSession } from "../../../lib/session";
import { loungeSelectData, usableLounges } from "../../../lib/usable-lounges";
import { t } from "../messages";
import { PasswordModal } from "./password-modal";
import { StaffFormModal } from "./staff-form-modal";

type StaffSearch = CallInput<typeof staffApi.search>["query"];

/** The list keeps its rows on screen while a changed filter is read. */
const useStaffSearch = (query: StaffSearch) =>
  useQuery({ ...contractQuery(staffApi.search, { query }), placeholderData: keepPreviousData });

type Dialog =
  | { kind: "create" }
  | { kind: "edit"; member: StaffMember }
  | { kind: "password"; member: StaffMember }
  | { kind: "toggle"; member: StaffMember }
  | null;

export function StaffPage() {
  const session = useSession().data;
  const [loungeId, setLoungeId] = useState<number | undefined>(undefined);
  const [staffId, setStaffId] = useState<number | undefined>(undefined);
  const [includeInactive, setIncludeInactive] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The staff filter lists everyone the actor manages; a lounge filter overrides (and disables) it.
  const everyone = useStaffSearch({ include_inactive: includeInactive });
  const results = useStaffSearch({
    lounge_id: loungeId,
    staff_id: loungeId === undefined ? staffId : undefined,
    include_inactive: includeInactive,
  });
  const update = useContractMutation(staffApi.update, { invalidate: [staffApi.search] });
  if (!session) return null;
  const loungeName = new Map(session.lounges.map((l) => [l.id, l.name]));

  const toggleActive = (member: StaffMember) =>
    update.mutate(
      { params: { id: member.id }, body: { active: !member.active } },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: "green",
            message: t(saved.active ? "toggled.on" : "toggled.off", { name: saved.name }),
          });
          setDialog(null);
        },
        onError: (error) => notifications.show({ color: "red", message: errorMessage(error) }),
      },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t("title")}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: "create" })}>
          {t("add")}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t("lounge")}
            value={loungeId === undefined ? "" : String(loungeId)}
            onChange={(e) =>
              setLoungeId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)
            }
            data={[
              { value: "", label: t("allLounges") },
              ...loungeSelectData(usableLounges(session, "staff.manage")),
            ]}
          />
          <NativeSelect
            label={t("staff")}
            value={staffId === undefined ? "" : String(staffId)}
            disabled={loungeId !== undefined}
            onChange={(e) =>
              setStaffId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)
            }
            data={[
              { value: "", label: t("allStaff") },
              ...(everyone.data ?? []).map((m) => ({
                value: String(m.id),
                label: `${m.name}（${m.account}）`,
              })),
            ]}
          />
          <Checkbox
            label={t("showInactive")}
            checked={includeInactive}
            onChange={(e) => setIncludeInactive(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
      </Paper>
      {results.isError && <Alert color="red">{errorMessage(results.error)}</Alert>}
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t("list")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("col.name")}</Table.Th>
              <Table.Th>{t("col.account")}</Table.Th>
              <Table.Th>{t("col.role")}</Table.Th>
              <Table.Th>{t("col.lounges")}</Table.Th>
              <Table.Th>{t("col.state")}</Table.Th>
              <Table.Th>{t("col.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(results.data ?? []).map((member) => (
              <Table.Tr key={member.id} data-account={member.account}>
                <Table.Td>{member.name}</Table.Td>
                <Table.Td ff="monospace">
                  <CopyableValue value={member.account} label={t("col.account")} />
                </Table.Td>
                <Table.Td>{roleName(member.role)}</Table.Td>
                <Table.Td>
                  {member.lounge_ids.map((id) => loungeName.get(id) ?? `#${id}`).join("、") || "—"}
                </Table.Td>
                <Table.Td>
                  <Badge color={member.active ? "green" : "gray"} variant="light">
                    {member.active ? t("active") : t("inactive")}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setDialog({ kind: "edit", member })}
                    >
                      {t("edit")}
                    </Button>
                    {/* One's own password is changed from the header's menu, with the current one. */}
                    {member.id !== session.staff.id && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconKey size={14} />}
                        onClick={() => setDialog({ kind: "password", member })}
                      >
                        {t("password")}
                      </Button>
                    )}
                    {member.id !== session.staff.id && (
                      <Button
                        size="xs"
                        variant="light"
                        color={member.active ? "red" : "green"}
                        leftSection={
                          member.active ? <IconUserOff size={14} /> : <IconUserCheck size={14} />
                        }
                        onClick={() => setDialog({ kind: "toggle", member })}
                      >
                        {member.active ? t("disable") : t("enable")}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {results.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center">
                    {t("none")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {(dialog?.kind === "create" || dialog?.kind === "edit") && (
        <StaffFormModal
          member={dialog.kind === "edit" ? dialog.member : null}
          session={session}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "password" && (
        <PasswordModal member={dialog.member} onClose={() => setDialog(null)} />
      )}
      <Modal
        opened={dialog?.kind === "toggle"}
        onClose={() => setDialog(null)}
        title={
          dialog?.kind === "toggle" && dialog.member.active ? t("disableTitle") : t("enableTitle")
        }
      >
        {dialog?.kind === "toggle" && (
          <Stack>
            <Text>
              {t(dialog.member.active ? "disableAsk" : "enableAsk", { name: dialog.member.name })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t("cancel")}
              </Button>
              <Button
                color={dialog.member.active ? "red" : "green"}
                loading={update.isPending}
                onClick={() => toggleActive(dialog.member)}
              >
                {dialog.member.active ? t("disableDo") : t("enableDo")}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
