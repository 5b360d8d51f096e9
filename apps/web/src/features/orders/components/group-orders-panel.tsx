// A group's orders: its order lines with cancel, and "注文を追加" (menu items by genre with an
// option and a quantity, and rewards). Mounted in the board's group detail modal; also works on its own page.
import { type OrderCreate, type OrderRecord, ordersApi } from "@lounge-office/domain/orders";
import { Alert, Button, Group, Loader, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChevronUp, IconPlus } from "@tabler/icons-react";
import { type MutationFunctionContext, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { useSession } from "../../../lib/session";
import { afterOrderChange, groupOrdersQuery } from "../api/group-orders";
import { t } from "../messages";
import { OrderLines } from "./order-lines";
import { OrderPicker } from "./order-picker";

export type GroupOrdersPanelProps = { groupId: number; loungeId: number };

export function GroupOrdersPanel({ groupId, loungeId }: GroupOrdersPanelProps) {
  const session = useSession().data;
  const orders = useQuery(groupOrdersQuery(groupId));
  const changed = {
    onSuccess: (
      lines: OrderRecord[],
      _sent: unknown,
      _r: unknown,
      { client }: MutationFunctionContext,
    ) => afterOrderChange(client, groupId, loungeId, lines),
  };
  const create = useContractMutation(ordersApi.create, {
    input: (order: OrderCreate) => ({ params: { id: groupId }, body: order }),
    ...changed,
  });
  const cancel = useContractMutation(ordersApi.cancel, {
    input: (orderId: number) => ({ params: { id: orderId } }),
    ...changed,
  });
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const timeZone =
    session?.lounges.find((l) => l.id === loungeId)?.time_zone ??
    session?.lounge.time_zone ??
    "Asia/Tokyo";

  const onOrder = (order: OrderCreate, label: string) => {
    setFailure(null);
    return create.mutateAsync(order).then(
      () =>
        notifications.show({
          color: "green",
          message: t("ordered", { label, num: order.num }),
        }),
      (error: unknown) => {
        setFailure(errorMessage(error));
        throw error;
      },
    );
  };

  const onCancel = (line: OrderRecord) => {
    setFailure(null);
    cancel.mutate(line.id, {
      onSuccess: () =>
        notifications.show({ color: "gray", message: t("cancelled", { name: line.name }) }),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Stack gap="sm" data-testid="group-orders-panel">
      <Group justify="space-between">
        <Title order={4}>{t("orders")}</Title>
        <Button
          size="xs"
          variant={picking ? "default" : "filled"}
          leftSection={picking ? <IconChevronUp size={14} /> : <IconPlus size={14} />}
          onClick={() => setPicking((open) => !open)}
          aria-expanded={picking}
        >
          {picking ? t("close") : t("add")}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {orders.isError && <Alert color="red">{errorMessage(orders.error)}</Alert>}
      {picking && <OrderPicker loungeId={loungeId} ordering={create.isPending} onOrder={onOrder} />}
      {orders.isPending ? (
        <Loader size="sm" aria-label={t("loadingOrders")} />
      ) : (
        <OrderLines
          lines={orders.data ?? []}
          timeZone={timeZone}
          cancelling={cancel.isPending ? (cancel.variables ?? null) : null}
          onCancel={onCancel}
        />
      )}
    </Stack>
  );
}
