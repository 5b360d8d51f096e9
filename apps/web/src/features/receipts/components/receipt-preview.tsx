// The papers the server would print, as monospace text (one block per document): what staff check
// before printing, read again once the options stop changing. The lines are the paper's own (in
// Japanese, as printed); only the words around them follow the page's language.
import { type Receipt, type ReceiptQuery, receiptsApi } from "@lounge-office/domain/receipts";
import { Alert, Box, Group, Loader, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery } from "../../../lib/contract-query";
import { t } from "../messages";

/** Typing in the dialog re-reads the preview once the staff member pauses. */
export const PREVIEW_DEBOUNCE_MS = 400;

type ReceiptLineView = Receipt["documents"][number]["lines"][number];

function Line({ line }: { line: ReceiptLineView }) {
  const style = {
    fontFamily: "monospace",
    fontWeight: line.bold ? 700 : undefined,
    fontSize: line.size === "double" ? "1.3em" : undefined,
    whiteSpace: "pre-wrap" as const,
  };
  if (line.right !== undefined) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" style={style}>
        <span>{line.text}</span>
        <span>{line.right}</span>
      </Group>
    );
  }
  return <Box style={{ ...style, textAlign: line.align ?? "left" }}>{line.text || "\u00a0"}</Box>;
}

export function ReceiptPreview({
  accountingLogId,
  query,
  enabled,
}: {
  accountingLogId: number;
  query: ReceiptQuery;
  enabled: boolean;
}) {
  // Debounced by its text: a new object on every render must not restart the wait forever.
  const text = JSON.stringify(query);
  const [settledText] = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  // Only the options on screen are read (the last preview stays while they settle).
  const settled = JSON.parse(settledText) as ReceiptQuery;
  const receipt = useQuery({
    ...contractQuery(receiptsApi.show, { params: { id: accountingLogId }, query: settled }),
    // The preview keeps the last answer on screen while the next options are read.
    placeholderData: keepPreviousData,
    enabled: enabled && settledText === text,
  });
  if (!enabled) return null;
  if (receipt.isError) {
    return (
      <Alert color="red" role="alert" data-testid="preview-error">
        {errorMessage(receipt.error)}
      </Alert>
    );
  }
  if (!receipt.data) return <Loader size="sm" aria-label={t("preview.loading")} />;
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Stack gap="sm" data-testid="receipt-preview">
        {receipt.data.documents.map((doc) => (
          <Paper
            key={doc.index}
            withBorder
            p="xs"
            bg="var(--mantine-color-default-hover)"
            maw={420}
          >
            <Text size="xs" c="dimmed" mb={4}>
              {t("preview.paper", { index: doc.index, count: doc.count })}
            </Text>
            {doc.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a paper's lines are positions
              <Line key={i} line={line} />
            ))}
          </Paper>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
