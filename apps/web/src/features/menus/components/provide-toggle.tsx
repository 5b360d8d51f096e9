// The per-row provide toggle (screens 6, 9): red ban button when not provided, primary cutlery (menus) or gift
// (rewards) button when provided. The button only changes from the server's answer; a failure changes nothing
// and says so in a notification.
import { Button } from "@mantine/core";
import { IconBan, IconGift, IconToolsKitchen2 } from "@tabler/icons-react";
import { useState } from "react";
import { t } from "../messages";
import { notifyFailure } from "./notify-failure";

type Props = {
  provided: boolean;
  kind: "menu" | "reward";
  name: string;
  /** Sends the toggle; resolves on success. A rejection is notified and nothing else happens. */
  onToggle: () => Promise<unknown>;
};

export function ProvideToggle({ provided, kind, name, onToggle }: Props) {
  const [pending, setPending] = useState(false);
  const Icon = provided ? (kind === "menu" ? IconToolsKitchen2 : IconGift) : IconBan;
  const onClick = async () => {
    if (pending) return;
    setPending(true);
    try {
      await onToggle();
    } catch (error) {
      notifyFailure(t("provideFailed", { name }), error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="filled"
      color={provided ? undefined : "red"}
      leftSection={<Icon size={14} aria-hidden />}
      onClick={onClick}
      aria-pressed={provided}
      aria-busy={pending}
      data-provided={String(provided)}
      title={provided ? t("stopNamed", { name }) : t("provideNamed", { name })}
    >
      {provided ? t("serving") : t("stopped")}
    </Button>
  );
}
