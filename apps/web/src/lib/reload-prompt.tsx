// Says a printer's new address needs a reload of this page, with the button that does it: the
// page's security policy was fixed when it loaded, and nothing else widens it.
import { PAGE_RELOAD_MESSAGE } from "@lounge-office/domain/shared";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { t } from "./common-messages";
import { reloadPage } from "./page-policy";

export function ReloadPrompt() {
  return (
    <Alert color="orange" role="alert" data-testid="reload-prompt">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {PAGE_RELOAD_MESSAGE}
        </Text>
        <Button
          color="orange"
          mih={44}
          leftSection={<IconRefresh size={18} />}
          onClick={reloadPage}
        >
          {t("reload")}
        </Button>
      </Group>
    </Alert>
  );
}
