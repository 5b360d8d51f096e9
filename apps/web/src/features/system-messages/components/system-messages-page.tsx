// The system messages page (route /system_messages, admins): compose a message for one lounge or every
// lounge, and the list of those sent with their state.
import { Card, Stack, Title } from "@mantine/core";
import { useSession } from "../../../lib/session";
import { t } from "../messages";
import { SystemMessageForm } from "./system-message-form";
import { SystemMessageList } from "./system-message-list";

export function SystemMessagesPage() {
  const session = useSession().data;
  if (!session) return null;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={2}>{t("title")}</Title>
      <Card withBorder padding="lg" component="section" aria-label={t("send")}>
        <Title order={3} size="h4" mb="sm">
          {t("send")}
        </Title>
        <SystemMessageForm session={session} />
      </Card>
      <Stack gap="xs" component="section" aria-label={t("sentList")}>
        <Title order={3} size="h4">
          {t("sentList")}
        </Title>
        <SystemMessageList timeZone={session.lounge.time_zone} />
      </Stack>
    </Stack>
  );
}
