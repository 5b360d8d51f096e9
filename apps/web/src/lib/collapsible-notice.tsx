// A notice above a page folded to one line until tapped (head office's messages, the papers that did
// not print): on a tablet the board under them keeps its rows of seats in view.
import { Box, Group, type MantineColor, Paper, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";

type Props = {
  color: MantineColor;
  icon: ReactNode;
  /** The one line shown folded: what the notice is about. */
  summary: ReactNode;
  /** The line's words when unfolded, where the summary would repeat what the body shows. */
  openSummary?: ReactNode;
  /** Beside the line, outside the toggle (a close button). */
  aside?: ReactNode;
  /** What the notice holds; drawn only while unfolded. */
  children: ReactNode;
  "data-testid"?: string;
};

export function CollapsibleNotice({
  color,
  icon,
  summary,
  openSummary,
  aside,
  children,
  "data-testid": testId,
}: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Paper
      withBorder
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderColor: `var(--mantine-color-${color}-5)` }}
      data-testid={testId}
      data-open={open}
    >
      <Group gap={0} wrap="nowrap" align="center">
        <UnstyledButton
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => setOpen((was) => !was)}
          mih={44}
          px="sm"
          style={{ flex: 1, minWidth: 0 }}
          data-testid="notice-toggle"
        >
          <Group gap="xs" wrap="nowrap" c={color}>
            {icon}
            <Text fw={600} truncate="end" style={{ flex: 1, minWidth: 0 }}>
              {open ? (openSummary ?? summary) : summary}
            </Text>
            <IconChevronDown
              size={20}
              aria-hidden
              style={{ flex: "none", transform: open ? "rotate(180deg)" : undefined }}
            />
          </Group>
        </UnstyledButton>
        {aside}
      </Group>
      {open && (
        <Box id={bodyId} px="sm" pb="sm">
          {children}
        </Box>
      )}
    </Paper>
  );
}
