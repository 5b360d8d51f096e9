// The fee rules of a lounge: a table with add, edit and retire (refused while a present group uses the rule).
import { type FeeRuleRecord, seatsApi } from "@lounge-office/domain/seats";
import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconPencil, IconPlus, IconTable, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { t as common } from "../../../lib/common-messages";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { formatYen } from "../../../lib/format";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { t } from "../messages";
import { FeeRuleFormModal } from "./fee-rule-form-modal";

const SPECIAL = t("rule.special");
const EXECUTIVE = t("rule.executive");

const Flag = ({ on, label }: { on: boolean; label: string }) =>
  on ? <IconCheck size={18} aria-label={label} /> : <Text c="dimmed">—</Text>;

export function FeeRuleSection({ loungeId }: { loungeId: number }) {
  const rules = useQuery(contractQuery(seatsApi.feeRules, { query: { lounge_id: loungeId } }));
  const titled = useLoungeTitle(loungeId);
  const retire = useContractMutation(seatsApi.retireFeeRule, { invalidate: [seatsApi.feeRules] });
  const [editing, setEditing] = useState<FeeRuleRecord | "new" | null>(null);
  const [retiring, setRetiring] = useState<FeeRuleRecord | null>(null);

  const onRetire = (rule: FeeRuleRecord) =>
    retire.mutate(
      { params: { id: rule.id } },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: t("rule.retired", { label: rule.label }),
          });
          setRetiring(null);
        },
      },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t("rules")}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing("new")}>
          {t("rules.add")}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t("rules.hint")}
      </Text>
      {rules.isError && <Alert color="red">{errorMessage(rules.error)}</Alert>}
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="sm" aria-label={t("rules.list")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("rules.col.name")}</Table.Th>
              <Table.Th>{SPECIAL}</Table.Th>
              <Table.Th>{EXECUTIVE}</Table.Th>
              <Table.Th>VIP</Table.Th>
              <Table.Th ta="right">{t("rules.col.flat")}</Table.Th>
              <Table.Th>{t("rules.col.set")}</Table.Th>
              <Table.Th>{common("actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rules.data ?? []).map((rule) => (
              <Table.Tr key={rule.id} data-fee-rule={rule.label}>
                <Table.Td fw={600}>{rule.label}</Table.Td>
                <Table.Td>
                  <Flag on={rule.other_flag} label={SPECIAL} />
                </Table.Td>
                <Table.Td>
                  <Flag on={rule.executive} label={EXECUTIVE} />
                </Table.Td>
                <Table.Td>
                  <Flag on={rule.vip} label="VIP" />
                </Table.Td>
                <Table.Td ta="right">
                  {rule.flat_price_per_person === null
                    ? "—"
                    : formatYen(rule.flat_price_per_person)}
                </Table.Td>
                <Table.Td>
                  {rule.set_minutes === null
                    ? "—"
                    : rule.warn_lead_minutes === null
                      ? t("rule.setLength", { minutes: rule.set_minutes })
                      : t("rule.setWithAlert", {
                          minutes: rule.set_minutes,
                          lead: rule.warn_lead_minutes,
                        })}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      color="teal"
                      component={Link}
                      to={`/fee_rules/${rule.id}/price_table?lounge_id=${loungeId}`}
                      leftSection={<IconTable size={14} />}
                      aria-label={t("priceTableOf", { label: rule.label })}
                    >
                      {t("priceTable")}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(rule)}
                    >
                      {t("edit")}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => {
                        retire.reset();
                        setRetiring(rule);
                      }}
                    >
                      {t("rule.retire")}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {rules.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text c="dimmed" ta="center">
                    {t("rules.empty")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {editing && (
        <FeeRuleFormModal
          loungeId={loungeId}
          rule={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        opened={retiring !== null}
        onClose={() => setRetiring(null)}
        title={titled(t("rule.retireTitle"))}
      >
        {retiring && (
          <Stack>
            {retire.isError && (
              <Alert color="red" role="alert">
                {errorMessage(retire.error)}
              </Alert>
            )}
            <Text>{t("rule.retireConfirm", { label: retiring.label })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRetiring(null)}>
                {common("cancel")}
              </Button>
              <Button color="red" loading={retire.isPending} onClick={() => onRetire(retiring)}>
                {t("rule.retireButton")}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
