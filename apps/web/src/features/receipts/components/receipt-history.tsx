// 発行履歴: every paper made for a settlement, newest first — a receipt, a formal receipt (with its
// addressee, and 再発行 when one was issued before), who asked for it and when, and what became of it:
// printed, failed, dismissed (by whom, when and why) or replaced by a later print of the same paper.
// An auditor reads a reissue or a dismissal here as readily as a correction in 変更履歴.
import type { PrintJob } from "@lounge-office/domain/receipts";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { formatDateTime } from "../../../lib/format";
import { receiptTypeName, t } from "../messages";

const yen = (amount: number) => `¥${amount.toLocaleString("ja-JP")}`;

// Looked up once: every paper of the settlement is a row with these words.
const PRINTED = t("outcome.printed");
const DISMISSED = t("outcome.dismissed");
const HISTORY = t("history");
const REISSUE = t("history.reissue");

/** What became of the paper, with who and when where someone acted on it. */
export function jobOutcome(job: PrintJob, timeZone: string): string {
  switch (job.status) {
    case "printed":
      return job.printed_at
        ? t("outcome.printedAt", { time: formatDateTime(job.printed_at, timeZone) })
        : PRINTED;
    case "dismissed": {
      const when = job.dismissed_at ? ` ${formatDateTime(job.dismissed_at, timeZone)}` : "";
      const outcome = `${DISMISSED}${when} ${job.dismissed_by_name ?? ""}`;
      const reason = job.dismiss_reason;
      return (reason ? t("outcome.withReason", { outcome, reason }) : outcome).trim();
    }
    case "failed":
      return t("outcome.failed", { detail: job.message || job.code || t("outcome.error") });
    case "printing":
      return t("outcome.printing");
    case "pending":
      return t("outcome.pending");
    case "superseded":
      return t("outcome.superseded");
  }
}

const OUTCOME_COLORS: Record<PrintJob["status"], string> = {
  printed: "teal",
  dismissed: "red",
  failed: "orange",
  printing: "blue",
  pending: "gray",
  superseded: "gray",
};

export function ReceiptHistory({ jobs, timeZone }: { jobs: PrintJob[]; timeZone: string }) {
  if (jobs.length === 0) return null;
  return (
    <Stack gap={4} aria-label={HISTORY} role="list" data-testid="receipt-history">
      <Text size="sm" fw={600}>
        {HISTORY}
      </Text>
      {jobs.map((job) => (
        <Stack key={job.id} gap={0} role="listitem" data-job-id={job.id}>
          <Group gap={6} wrap="wrap">
            <Text size="sm">{formatDateTime(job.created_at, timeZone)}</Text>
            <Text size="sm" fw={600}>
              {receiptTypeName(job.receipt_type)}
              {job.count > 1 && ` ${job.index}/${job.count}`}
            </Text>
            {job.reissue && (
              <Badge color="grape" variant="light">
                {REISSUE}
              </Badge>
            )}
            <Text size="sm">{yen(job.amount)}</Text>
            {job.addressee !== null && (
              <Text size="sm">{t("history.addressee", { name: job.addressee })}</Text>
            )}
          </Group>
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              {t("history.by", { name: job.created_by_name })}
            </Text>
            <Text size="sm" c={`${OUTCOME_COLORS[job.status]}.9`}>
              {jobOutcome(job, timeZone)}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
