// The system messages page (route /system_messages, admins): compose a message for one lounge or every
// lounge, and the list of those sent with their state.
import { Card, Stack, Title } from "@mantine/core";
import { useSession } from "../../../lib/session";
import { SystemMessageForm } from "./system-message-form";
import { SystemMessageList } from "./system-message-list";

export function SystemMessagesPage() {
  const session = useSession().data;
  if (!session) return null;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={2}>お知らせ</Title>
      <Card withBorder padding="lg" component="section" aria-label="お知らせを送信">
        <Title order={3} size="h4" mb="sm">
          お知らせを送信
        </Title>
        <SystemMessageForm session={session} />
      </Card>
      <Stack gap="xs" component="section" aria-label="送信したお知らせ">
        <Title order={3} size="h4">
          送信したお知らせ
        </Title>
        <SystemMessageList timeZone={session.lounge.time_zone} />
      </Stack>
    </Stack>
  );
}
