// 事前チェック: what stands between the day and its close, each with its message, what it is about
// and a link to where it is fixed. Groups still on the floor block the close (red); unprinted
// papers, staff still clocked in and paid-in/out without a reason are warnings (yellow).
import type { PrecheckItem } from "@lounge-office/domain/business-days";
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconLock, IconRefresh } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { t } from "../messages";

type Props = { precheck: UseQueryResult<{ items: PrecheckItem[] }> };

const linkLabel = (kind: PrecheckItem["kind"]) => t(`precheck.link.${kind}`);

export function PrecheckPanel({ precheck }: Props) {
  const items = precheck.data?.items ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="precheck-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} id="precheck-title">
            {t("precheck.title")}
          </Title>
          <Button
            variant="light"
            size="md"
            leftSection={<IconRefresh size={18} />}
            loading={precheck.isFetching}
            onClick={() => void precheck.refetch()}
          >
            {t("precheck.again")}
          </Button>
        </Group>
        {precheck.isError && (
          <Alert color="red" role="alert">
            {t("precheck.loadFailed", { error: errorMessage(precheck.error) })}
          </Alert>
        )}
        {precheck.isSuccess && items.length === 0 && (
          <Alert color="green" icon={<IconCircleCheck />} data-testid="precheck-clear">
            {t("precheck.clear")}
          </Alert>
        )}
        {items.map((item) => (
          <Alert
            key={item.kind}
            color={item.blocking ? "red" : "yellow"}
            icon={item.blocking ? <IconLock /> : <IconAlertTriangle />}
            title={item.blocking ? t("precheck.blocking", { message: item.message }) : item.message}
            data-precheck={item.kind}
            data-blocking={item.blocking}
          >
            <Stack gap="xs">
              {item.details.length > 0 && (
                <List size="sm" spacing={2}>
                  {item.details.map((detail) => (
                    <List.Item key={detail}>{detail}</List.Item>
                  ))}
                </List>
              )}
              <Group>
                <Button
                  component={Link}
                  to={item.link}
                  size="sm"
                  mih={44}
                  variant={item.blocking ? "filled" : "light"}
                  color={item.blocking ? "red" : "yellow"}
                >
                  {linkLabel(item.kind)}
                </Button>
                {!item.blocking && (
                  <Text size="sm" c="dimmed">
                    {t("precheck.warningOnly")}
                  </Text>
                )}
              </Group>
            </Stack>
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}
