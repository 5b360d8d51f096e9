// Home: who is signed in where, the lounge's clock, a manager's 本日臨時休業, and the pages this
// role can open.
import { roleHolds } from "@lounge-office/domain/shared";
import { Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ClosedTodaySwitch } from "../features/lounges/components/closed-today-switch";
import { roleName } from "../lib/common-messages";
import { formatClock } from "../lib/format";
import { useSession } from "../lib/session";
import { NAV_ITEMS } from "./navigation";
import { t } from "./shell-messages";

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export function HomePage() {
  const session = useSession().data;
  const now = useNow(1000);
  if (!session) return null;
  const items = NAV_ITEMS.filter(
    (item) => item.to !== "/" && roleHolds(session.staff.role, item.action),
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{session.lounge.name}</Title>
          <Text c="dimmed">
            {t("home.signedInAs", {
              name: session.staff.name,
              role: roleName(session.staff.role),
            })}
          </Text>
        </div>
        <Text size="xl" fw={700} ff="monospace" data-testid="clock">
          {formatClock(now, session.lounge.time_zone)}
        </Text>
      </Group>
      {roleHolds(session.staff.role, "floor.configure") && (
        <ClosedTodaySwitch loungeId={session.lounge.id} />
      )}
      {items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {items.map((item) => (
            <Card key={item.to} component={Link} to={item.to} withBorder padding="lg">
              <Group>
                <item.icon size={28} />
                <Text fw={600}>{item.label}</Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
