// The fee rules of a lounge: a table with add, edit and retire (refused while a present group uses the rule).
import { type FeeRuleRecord, seatsApi } from "@lounge-office/domain/seats";
import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconPencil, IconPlus, IconTable, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { FeeRuleFormModal } from "./fee-rule-form-modal";

const yen = new Intl.NumberFormat("ja-JP");

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
            message: `料金区分「${rule.label}」を廃止しました`,
          });
          setRetiring(null);
        },
      },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>料金区分</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing("new")}>
          料金区分を追加
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        時間料金は料金表（料金区分・性別・曜日区分・時間帯ごと）で決まります。新しい区分は最初の通常区分と同じ料金で始まるので、「料金表」から調整してください。特殊料金の区分は定額で精算され、料金表は使われません。
      </Text>
      {rules.isError && <Alert color="red">{errorMessage(rules.error)}</Alert>}
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="sm" aria-label="料金区分一覧">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>料金区分名</Table.Th>
              <Table.Th>特殊料金</Table.Th>
              <Table.Th>エグゼクティブ</Table.Th>
              <Table.Th>VIP</Table.Th>
              <Table.Th ta="right">定額（1名）</Table.Th>
              <Table.Th>セット</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rules.data ?? []).map((rule) => (
              <Table.Tr key={rule.id} data-fee-rule={rule.label}>
                <Table.Td fw={600}>{rule.label}</Table.Td>
                <Table.Td>
                  <Flag on={rule.other_flag} label="特殊料金" />
                </Table.Td>
                <Table.Td>
                  <Flag on={rule.executive} label="エグゼクティブ" />
                </Table.Td>
                <Table.Td>
                  <Flag on={rule.vip} label="VIP" />
                </Table.Td>
                <Table.Td ta="right">
                  {rule.flat_price_per_person === null
                    ? "—"
                    : `¥${yen.format(rule.flat_price_per_person)}`}
                </Table.Td>
                <Table.Td>
                  {rule.set_minutes === null
                    ? "—"
                    : `${rule.set_minutes}分${rule.warn_lead_minutes === null ? "" : `（${rule.warn_lead_minutes}分前に通知）`}`}
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
                      aria-label={`料金表: ${rule.label}`}
                    >
                      料金表
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(rule)}
                    >
                      編集
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
                      廃止
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {rules.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text c="dimmed" ta="center">
                    料金区分がありません
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
        title={titled("料金区分の廃止")}
      >
        {retiring && (
          <Stack>
            {retire.isError && (
              <Alert color="red" role="alert">
                {errorMessage(retire.error)}
              </Alert>
            )}
            <Text>
              料金区分「{retiring.label}」を廃止しますか？これまでの会計の記録は変わりません。
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRetiring(null)}>
                キャンセル
              </Button>
              <Button color="red" loading={retire.isPending} onClick={() => onRetire(retiring)}>
                廃止する
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
