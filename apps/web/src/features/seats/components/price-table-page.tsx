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
import {
  LoungeSwitchOffer,
  otherLounge,
  PageLounge,
  useAskedLounge,
} from "../../../lib/lounge-context";
import { useSession } from "../../../lib/session";
import { PriceTableEditor } from "./price-table-editor";

const yen = new Intl.NumberFormat("ja-JP");

export function PriceTablePage() {
  const feeRuleId = Number(useParams().id);
  const asked = useAskedLounge();
  const session = useSession().data;
  const loungeId = session?.lounge.id ?? 0;
  const table = useQuery(contractQuery(priceTablesApi.show, { params: { id: feeRuleId } }));
  const rules = useQuery(contractQuery(seatsApi.feeRules, { query: { lounge_id: loungeId } }));
  const rule = rules.data?.find((r) => r.id === feeRuleId);
  const label = rule?.label ?? `料金区分 ${feeRuleId}`;
  if (!session) return null;
  const elsewhere = otherLounge(session, asked) !== undefined;
  // The rule is known to be another lounge's (not in this lounge's list) once that list is read.
  const notHere = rules.isSuccess && !rule;

  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/seats" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          席・料金区分へ戻る
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Group gap="sm">
          <Title order={2}>料金表: {label}</Title>
          <PageLounge session={session} />
        </Group>
        {table.data && (
          <Group gap="xs">
            <Badge size="lg" variant="light" data-testid="unit-minutes">
              1単位 = {table.data.unit_minutes}分
            </Badge>
            <Text size="sm" c="dimmed">
              1単位・1名あたりの料金（円）
            </Text>
          </Group>
        )}
      </Group>
      {rule?.other_flag && (
        <Alert color="orange">
          この区分は特殊料金です（1名
          {rule.flat_price_per_person === null
            ? "あたりの定額"
            : ` ¥${yen.format(rule.flat_price_per_person)} の定額`}
          ）。時間料金はかからないため、この料金表は使われません。
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        単位の長さは店舗ごとの設定です（この画面では変更できません）。各時間帯の料金は、その時間帯に始まった単位に適用されます。
      </Text>
      <LoungeSwitchOffer session={session} asked={asked} />
      {notHere && !elsewhere && (
        <Alert color="yellow" data-testid="rule-not-here">
          この料金区分は{session.lounge.name}
          のものではありません。別の店舗の料金区分は、ヘッダーで店舗を切り替えてから編集してください。
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
