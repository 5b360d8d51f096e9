// The list of messages sent (newest first): when, to whom, the text, until when, its state (表示中,
// 終了, 期限切れ) and who sent it; 表示を終了 ends an active one for every device.
import { type SystemMessage, systemMessagesApi } from "@lounge-office/domain/system-messages";
import { Alert, Badge, Button, Center, Loader, Table, Text, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { formatDateTime } from "../../../lib/format";
import { t } from "../messages";

type State = "active" | "ended" | "expired";

const STATE_LABELS: Record<State, { label: string; color: string }> = {
  active: { label: t("state.active"), color: "green" },
  ended: { label: t("state.ended"), color: "gray" },
  expired: { label: t("state.expired"), color: "orange" },
};

/** Ended wins over expired (it was ended before its time); an `until` passed since the read counts. */
export function stateOf(message: SystemMessage, now = Date.now()): State {
  if (message.ended_at) return "ended";
  if (!message.active || (message.until && Date.parse(message.until) <= now)) return "expired";
  return "active";
}

const NO_WRAP = { whiteSpace: "nowrap" } as const;
/** A badge's label is cut with an ellipsis when its column is narrow: the state is short, show it all. */
const BADGE_LABEL = { overflow: "visible" } as const;

export function SystemMessageList({ timeZone }: { timeZone: string }) {
  const list = useQuery(contractQuery(systemMessagesApi.list));
  // Ended now: devices drop it on their next read.
  const end = useContractMutation(systemMessagesApi.end, {
    input: (id: number) => ({ params: { id } }),
    invalidate: [systemMessagesApi.list, systemMessagesApi.active],
  });

  if (list.isPending) {
    return (
      <Center mih={120}>
        <Loader aria-label={t("loading")} />
      </Center>
    );
  }
  if (list.isError) return <Alert color="red">{errorMessage(list.error)}</Alert>;
  const messages = list.data.system_messages;
  if (messages.length === 0) return <Text c="dimmed">{t("noneSent")}</Text>;

  const endNow = (message: SystemMessage) =>
    end.mutate(message.id, {
      onSuccess: () => notifications.show({ color: "green", message: t("ended") }),
      onError: (error) => notifications.show({ color: "red", message: errorMessage(error) }),
    });

  return (
    // Fits a portrait tablet (736 px inside the page's padding); narrower, it scrolls sideways.
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" fz="sm" aria-label={t("sentList")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={NO_WRAP}>{t("col.sentAt")}</Table.Th>
            <Table.Th style={NO_WRAP}>{t("col.to")}</Table.Th>
            <Table.Th>{t("col.message")}</Table.Th>
            <Table.Th style={NO_WRAP}>{t("col.until")}</Table.Th>
            <Table.Th style={NO_WRAP}>{t("col.state")}</Table.Th>
            <Table.Th style={NO_WRAP}>{t("col.sender")}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t("col.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => {
            const state = STATE_LABELS[stateOf(message)];
            return (
              <Table.Tr key={message.id}>
                <Table.Td style={NO_WRAP}>{formatDateTime(message.created_at, timeZone)}</Table.Td>
                <Table.Td style={NO_WRAP}>{message.lounge_name ?? t("allLounges")}</Table.Td>
                <Table.Td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {message.message}
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  {message.until ? formatDateTime(message.until, timeZone) : t("noUntil")}
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Badge color={state.color} variant="light" styles={{ label: BADGE_LABEL }}>
                    {state.label}
                  </Badge>
                </Table.Td>
                <Table.Td style={NO_WRAP}>{message.created_by_name}</Table.Td>
                <Table.Td>
                  {stateOf(message) === "active" && (
                    <Button
                      variant="default"
                      size="sm"
                      mih={44}
                      style={NO_WRAP}
                      loading={end.isPending && end.variables === message.id}
                      onClick={() => endNow(message)}
                      aria-label={t("endNamed", { start: message.message.slice(0, 20) })}
                    >
                      {t("end")}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
