// A fee rule's price table (managers, admins): /fee_rules/:id/price_table?lounge_id=, reached
// from the fee-rule table on the seats page. It edits only a fee rule of the session's lounge (the header
// switches it): a link naming another lounge, or a rule the lounge does not have, shows no editor.
import { priceTablesApi } from "@lounge-office/domain/price-tables";
import { seatsApi } from "@lounge-office/domain/seats";
import { Alert, Anchor, Badge, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery } from "../../../lib/contract-query";
import { formatYen } from "../../../lib/format";
import {
  LoungeSwitchOffer,
  otherLounge,
  PageLounge,
  useAskedLounge,
} from "../../../lib/lounge-context";
import { useSession } from "../../../lib/session";
import { t } from "../messages";
import { PriceTableEditor } from "./price-table-editor";

export function PriceTablePage() {
  const feeRuleId = Number(useParams().id);
  const asked = useAskedLounge();
  const session = useSession().data;
  const loungeId = session?.lounge.id ?? 0;
  const table = useQuery(contractQuery(priceTablesApi.show, { params: { id: feeRuleId } }));
  const rules = useQuery(contractQuery(seatsApi.feeRules, { query: { lounge_id: loungeId } }));
  const rule = rules.data?.find((r) => r.id === feeRuleId);
  const label = rule?.label ?? t("page.ruleFallback", { id: feeRuleId });
  if (!session) return null;
  const elsewhere = otherLounge(session, asked) !== undefined;
  // The rule is known to be another lounge's (not in this lounge's list) once that list is read.
  const notHere = rules.isSuccess && !rule;

  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/seats" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("page.back")}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Group gap="sm">
          <Title order={2}>{t("priceTableOf", { label })}</Title>
          <PageLounge session={session} />
        </Group>
        {table.data && (
          <Group gap="xs">
            <Badge size="lg" variant="light" data-testid="unit-minutes">
              {t("page.unit", { minutes: table.data.unit_minutes })}
            </Badge>
            <Text size="sm" c="dimmed">
              {t("page.unitPrice")}
            </Text>
          </Group>
        )}
      </Group>
      {rule?.other_flag && (
        <Alert color="orange">
          {rule.flat_price_per_person === null
            ? t("page.flat")
            : t("page.flatPrice", { price: formatYen(rule.flat_price_per_person) })}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t("page.unitNote")}
      </Text>
      <LoungeSwitchOffer session={session} asked={asked} />
      {notHere && !elsewhere && (
        <Alert color="yellow" data-testid="rule-not-here">
          {t("page.notHere", { lounge: session.lounge.name })}
        </Alert>
      )}
      {table.isPending && <Loader />}
      {table.isError && <Alert color="red">{errorMessage(table.error)}</Alert>}
      {table.data && rule && !elsewhere && (
        <PriceTableEditor
          key={feeRuleId}
          table={table.data}
          fileLabel={label}
          loungeId={loungeId}
        />
      )}
    </Stack>
  );
}
