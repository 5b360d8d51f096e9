// Screen 9: a lounge's rewards with the provide toggle (gift when provided, red ban when not) and order input
// (row highlighted 3 s on success, a red notification on failure), draggable rows, and the reward form.
import { menusApi } from "@lounge-office/domain/menus";
import type { Session } from "@lounge-office/domain/session";
import type { Reward } from "@lounge-office/domain/shared";
import { Alert, Avatar, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconPencil, IconPhoto, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ActionsHeader } from "../../../lib/actions-header";
import { errorMessage } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { LoungeSwitchOffer, PageLounge, useAskedLounge } from "../../../lib/lounge-context";
import { useSession } from "../../../lib/session";
import { REWARD_SAVED, rewardsQuery, useSortReward } from "../api/rewards-cache";
import { dropPosition } from "../api/row-position";
import { t } from "../messages";
import { notifyFailure } from "./notify-failure";
import { ProvideToggle } from "./provide-toggle";
import { RewardFormModal } from "./reward-form-modal";
import { RowOrderInput } from "./row-order-input";
import { type RowMove, SortableTable } from "./sortable-table";
import { useRowHighlight } from "./use-row-highlight";

export function RewardsPage() {
  const session = useSession().data;
  if (!session) return null;
  return <Rewards session={session} />;
}

function Rewards({ session }: { session: Session }) {
  // The session's lounge (the header switches it); a link naming another one gets the offer to switch.
  const loungeId = session.lounge.id;
  const asked = useAskedLounge();
  const rewards = useQuery(rewardsQuery(loungeId));
  const update = useContractMutation(menusApi.updateReward, REWARD_SAVED);
  const sort = useSortReward();
  const { flash, isHighlighted } = useRowHighlight();
  const [editing, setEditing] = useState<Reward | "new" | null>(null);
  const list = rewards.data ?? [];

  const onMove = ({ id, overId }: RowMove) => {
    const position = dropPosition(
      list.map((r) => r.id),
      id,
      overId,
    );
    sort.mutate(
      { id, loungeId, position },
      {
        onSuccess: () => flash(id),
        // The hook has put the rows back where they were.
        onError: (error) => notifyFailure(t("sortFailed"), error),
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{t("rewards")}</Title>
          <PageLounge session={session} />
        </Group>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing("new")}>
          {t("rewardAdd")}
        </Button>
      </Group>
      <LoungeSwitchOffer session={session} asked={asked} />
      {rewards.isError && <Alert color="red">{errorMessage(rewards.error)}</Alert>}
      <SortableTable<Reward>
        label={t("rewardList")}
        columnCount={6}
        head={
          <>
            <Table.Th w={56}>{t("image")}</Table.Th>
            <Table.Th>{t("rewardName")}</Table.Th>
            <Table.Th>{t("col.provided")}</Table.Th>
            <Table.Th>{t("col.order")}</Table.Th>
            <ActionsHeader />
          </>
        }
        sections={[{ key: "rewards", items: list }]}
        itemLabel={(reward) => reward.name}
        highlighted={(reward) => isHighlighted(reward.id)}
        rowAttributes={(reward) => ({ "data-reward": reward.name })}
        onMove={onMove}
        sortDisabledReason={rewards.data ? undefined : t("stillLoading")}
        empty={
          rewards.isPending ? undefined : (
            <Text c="dimmed" ta="center">
              {t("rewardNone")}
            </Text>
          )
        }
        renderCells={(reward) => (
          <>
            <Table.Td>
              <Avatar
                src={reward.image}
                alt={reward.image ? reward.name : undefined}
                radius="sm"
                size={40}
              >
                <IconPhoto size={18} aria-hidden />
              </Avatar>
            </Table.Td>
            <Table.Td>{reward.name}</Table.Td>
            <Table.Td>
              <ProvideToggle
                kind="reward"
                name={reward.name}
                provided={reward.provide_flag}
                onToggle={() =>
                  update
                    .mutateAsync({
                      params: { id: reward.id },
                      body: { reward: { provide_flag: !reward.provide_flag } },
                    })
                    .then(() => flash(reward.id))
                }
              />
            </Table.Td>
            <Table.Td>
              <RowOrderInput
                value={reward.row_order}
                name={reward.name}
                onCommit={(row_order) =>
                  update
                    .mutateAsync({ params: { id: reward.id }, body: { reward: { row_order } } })
                    .then(() => flash(reward.id))
                }
              />
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(reward)}
              >
                {t("edit")}
              </Button>
            </Table.Td>
          </>
        )}
      />
      {editing !== null && (
        <RewardFormModal
          loungeId={loungeId}
          reward={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
