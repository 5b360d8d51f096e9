// `/customer_groups/:id/orders`: a group's orders on a page of their own (the same panel as the board's
// detail modal), for a tablet that follows a link or a test. The lounge is `?lounge_id=` or the signed-in one.
import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { Link, useParams, useSearchParams } from "react-router";
import { useSession } from "../../../lib/session";
import { t } from "../messages";
import { GroupOrdersPanel } from "./group-orders-panel";

export function GroupOrdersPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const session = useSession().data;
  if (!session) return null;
  const groupId = Number(id);
  const asked = Number(params.get("lounge_id"));
  const loungeId = session.lounges.some((l) => l.id === asked) ? asked : session.lounge.id;
  if (!Number.isInteger(groupId) || groupId <= 0) {
    return <Alert color="red">{t("badGroup")}</Alert>;
  }
  return (
    <Stack maw={960}>
      <Title order={2}>{t("groupOrders", { id: groupId })}</Title>
      <Anchor component={Link} to="/lounges/entries" size="sm">
        {t("backToFloor")}
      </Anchor>
      <GroupOrdersPanel groupId={groupId} loungeId={loungeId} />
    </Stack>
  );
}
