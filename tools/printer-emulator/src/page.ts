// `GET /`: the jobs as a person checks them — the text, the paper image and the status,
// newest first, refreshing every 2 s.
import type { BatteryLevel, FailureMode, PaperState } from "./device";
import type { Job } from "./jobs";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Shown = { fail: FailureMode | null; paper: PaperState; battery: BatteryLevel | null };

export function jobsPage(jobs: readonly Job[], device: Shown): string {
  const items = [...jobs]
    .reverse()
    .map((job) => {
      const status = job.ok ? "印刷済み" : `失敗 ${escapeHtml(job.code)}`;
      const image = job.ok ? `<img src="/jobs/${job.id}.png" alt="job ${job.id}" width="288">` : "";
      const text = job.ok ? job.text : job.requested_text;
      return `<li class="${job.ok ? "ok" : "ng"}"><h2>#${job.id} ${job.kind} ${escapeHtml(job.devid)} — ${status}${job.duplicate ? " (重複)" : ""}</h2>
<p>${escapeHtml(job.received_at)} printjobid: ${escapeHtml(job.printjobid ?? "—")}${job.reason ? ` — ${escapeHtml(job.reason)}` : ""}</p>
<div class="job"><pre>${escapeHtml(text)}</pre>${image}</div></li>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">
<title>Printer emulator</title>
<style>
body { font-family: sans-serif; margin: 1rem; } ul { list-style: none; padding: 0; }
li { border-top: 1px solid #ccc; padding: .5rem 0; } li.ng h2 { color: #b00; }
h2 { font-size: 1rem; margin: 0; } .job { display: flex; gap: 1rem; align-items: flex-start; }
pre { background: #f6f6f6; padding: .5rem; min-width: 24rem; } img { border: 1px solid #ddd; }
</style></head><body>
<h1>Printer emulator</h1>
<p>故障モード: <strong>${escapeHtml(device.fail ?? "なし")}</strong> — 用紙: <strong>${device.paper === "near_end" ? "残りわずか" : "あり"}</strong> — バッテリー: <strong>${device.battery === null ? "なし（AC）" : `${device.battery}/6`}</strong> — ${jobs.length} 件</p>
<ul>${items || "<li>まだ何も届いていません。</li>"}</ul>
</body></html>`;
}
