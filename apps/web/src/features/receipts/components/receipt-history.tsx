// 発行履歴: every paper made for a settlement, newest first — a receipt, a formal receipt (with its
// addressee, and 再発行 when one was issued before), who asked for it and when, and what became of it:
// printed, failed, dismissed (by whom, when and why) or replaced by a later print of the same paper.
// An auditor reads a reissue or a dismissal here as readily as a correction in 変更履歴.
import { type PrintJob, RECEIPT_TYPE_LABELS } from "@lounge-office/domain/receipts";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { formatDateTime } from "../../../lib/format";

const yen = (amount: number) => `¥${amount.toLocaleString("ja-JP")}`;

/** What became of the paper, with who and when where someone acted on it. */
export function jobOutcome(job: PrintJob, timeZone: string): string {
  switch (job.status) {
    case "printed":
      return job.printed_at ? `印刷済み ${formatDateTime(job.printed_at, timeZone)}` : "印刷済み";
    case "dismissed": {
      const when = job.dismissed_at ? ` ${formatDateTime(job.dismissed_at, timeZone)}` : "";
      const reason = job.dismiss_reason ? `（理由: ${job.dismiss_reason}）` : "";
      return `破棄${when} ${job.dismissed_by_name ?? ""}${reason}`.trim();
    }
    case "failed":
      return `印刷できず（${job.message || job.code || "エラー"}）`;
    case "printing":
      return "印刷中";
    case "pending":
      return "未印刷";
    case "superseded":
      return "別の印刷で印刷済み";
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
    <Stack gap={4} aria-label="発行履歴" role="list" data-testid="receipt-history">
      <Text size="sm" fw={600}>
        発行履歴
      </Text>
      {jobs.map((job) => (
        <Stack key={job.id} gap={0} role="listitem" data-job-id={job.id}>
          <Group gap={6} wrap="wrap">
            <Text size="sm">{formatDateTime(job.created_at, timeZone)}</Text>
            <Text size="sm" fw={600}>
              {RECEIPT_TYPE_LABELS[job.receipt_type]}
              {job.count > 1 && ` ${job.index}/${job.count}`}
            </Text>
            {job.reissue && (
              <Badge color="grape" variant="light">
                再発行
              </Badge>
            )}
            <Text size="sm">{yen(job.amount)}</Text>
            {job.addressee !== null && <Text size="sm">宛名 {job.addressee}</Text>}
          </Group>
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              発行 {job.created_by_name}
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
