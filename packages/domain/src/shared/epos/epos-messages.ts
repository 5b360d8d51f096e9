// What staff read when a printer or display answers with a code: a Japanese sentence saying what is
// wrong and what to do, ending with the code itself so support can tell which case it was.

import { cutToWidth, printableText } from "../paper/receipt-layout";
import { EPOS_STATUS_BITS, type EposCode, type EposStatusBit } from "./epos-codes";

const RETRY = "再印刷してください";
const BUSY = "プリンターが他の処理中です。しばらく待ってから再印刷してください";
const TIMEOUT =
  "プリンターの処理が時間内に終わりませんでした。プリンターの状態を確認して再印刷してください";
/** A tablet whose page predates a printer's new address: only a reload lets it connect there. */
export const PAGE_RELOAD_MESSAGE = "プリンターの設定が変わりました。ページを再読み込みしてください";

const UNREACHABLE =
  "プリンターに接続できません。電源とネットワークを確認してください。HTTPS のプリンターは、この端末で証明書を一度承認する必要があります";
const NOT_FOUND = "プリンターが見つかりません。プリンター設定のデバイスIDと電源を確認してください";
const PARAMETER = "プリンターへの指定が正しくありません。プリンター設定を確認してください";
const UNRECOVERABLE =
  "プリンターで復帰できないエラーが起きました。電源を入れ直してから再印刷してください";
const AUTOMATICAL = "プリンターで一時的なエラーが起きました。少し待ってから再印刷してください";
const COVER_OPEN = `プリンターのカバーが開いています。カバーを閉じてから${RETRY}`;
const PAPER_END = `用紙切れです。ロール紙を補充してから${RETRY}`;
const CUTTER = `オートカッターのエラーです。紙詰まりを取り除き、カバーを閉じてから${RETRY}`;
const MECHANICAL = `プリンターのメカニカルエラーです。紙詰まりを確認し、電源を入れ直してから${RETRY}`;
const SYSTEM = "プリンターのシステムエラーです。プリンターの電源を入れ直してから再印刷してください";

/** The sentence for each named code (eposMessage adds the code at the end). */
export const EPOS_MESSAGES: Readonly<Record<EposCode, string>> = {
  EPTR_AUTOMATICAL: AUTOMATICAL,
  EPTR_BATTERY_LOW: "プリンターのバッテリー残量が不足しています。充電してから再印刷してください",
  EPTR_COVER_OPEN: COVER_OPEN,
  EPTR_CUTTER: CUTTER,
  EPTR_MECHANICAL: MECHANICAL,
  EPTR_REC_EMPTY: PAPER_END,
  EPTR_UNRECOVERABLE: UNRECOVERABLE,
  SchemaError:
    "印刷データがプリンターに受け付けられませんでした（形式エラー）。サポートに連絡してください",
  DeviceNotFound: NOT_FOUND,
  PrintSystemError: SYSTEM,
  EX_BADPORT: "プリンターの接続ポートに異常があります。ケーブルと接続設定を確認してください",
  EX_TIMEOUT: TIMEOUT,
  EX_SPOOLER:
    "プリンターの印刷待ち（スプーラー）に異常があります。電源を入れ直してから再印刷してください",
  EX_DEVICE_BUSY: BUSY,
  // The ENPC timeout is the device being held by another connection: the same as busy.
  EX_ENPC_TIMEOUT: BUSY,
  JobNotFound: "プリンターに該当する印刷ジョブがありません。再印刷してください",
  Printing: "このジョブはプリンターで印刷中です。用紙が出るまでお待ちください",
  JobSpooling: "このジョブはプリンターの印刷待ちに入っています。用紙が出るまでお待ちください",
  ERROR_WAIT_EJECT: `前の用紙が排出口に残っています。用紙を取ってから${RETRY}`,
  EX_INVALID_VALUE: PARAMETER,
  EDSP_NOT_FOUND:
    "カスタマーディスプレイが見つかりません。ディスプレイのケーブルと電源、プリンター設定を確認してください",
  EDSP_DISCONNECT:
    "カスタマーディスプレイとの接続が切れました。ディスプレイのケーブルと電源を確認してください",
  EDSP_SYSTEM: "カスタマーディスプレイでエラーが起きました。プリンターの電源を入れ直してください",
  TooManyRequests: "プリンターへの依頼が多すぎます。しばらく待ってから再印刷してください",
  RequestEntityTooLarge:
    "印刷データが大きすぎてプリンターに受け付けられませんでした。サポートに連絡してください",
  SUCCESS: "印刷しました",
  CANCEL: "印刷が取り消されました。必要なら再印刷してください",
  ERROR_PARAMMETER: PARAMETER,
  ERROR_COMMAND: "プリンターへの命令が正しくありません。サポートに連絡してください",
  ERROR_DEVICE_NOT_FOUND: NOT_FOUND,
  ERROR_DEVICE_BUSY: BUSY,
  ERROR_NOT_SUPPORTED:
    "このプリンターでは使えない機能です。プリンターの機種と設定を確認してください",
  ERROR_COVER_OPEN: COVER_OPEN,
  // A device-service timeout is the device being busy.
  ERROR_TIMEOUT: BUSY,
  ERROR_AUTOMATICAL: AUTOMATICAL,
  ERROR_UNRECOVERABLE: UNRECOVERABLE,
  ERROR_BADPORT: "プリンターの接続ポートに異常があります。ケーブルと接続設定を確認してください",
  SYSTEM_ERROR: SYSTEM,
  ERROR_CUTTER: CUTTER,
  ERROR_MECHANICAL: MECHANICAL,
  ERROR_RECEIPT_END: PAPER_END,
  ERROR_PAPER_JAM: `紙詰まりです。カバーを開けて詰まった紙を取り除いてから${RETRY}`,
  ERROR_NOISE_DETECTED:
    "プリンターの通信にノイズを検出しました。ケーブルと電源を確認してから再印刷してください",
  OK: "プリンターに接続しました",
  SSL_CONNECT_OK: "プリンターに暗号化通信（SSL）で接続しました",
  ERROR_PARAMETER: PARAMETER,
  ERROR_SYSTEM: SYSTEM,
  DEVICE_IN_USE: "プリンターは他の端末が使用中です。しばらく待ってから再印刷してください",
  DEVICE_OPEN_ERROR: "プリンターを開けませんでした。電源を入れ直してから再度お試しください",
  DEVICE_NOT_OPEN: "プリンターに接続されていません。接続し直してから再印刷してください",
  DEVICE_NOT_FOUND: NOT_FOUND,
  NETWORK: UNREACHABLE,
  NETWORK_TIMEOUT:
    "プリンターから時間内に応答がありませんでした。印刷されたか用紙を確認し、出ていなければ再印刷してください",
  BAD_RESPONSE:
    "プリンターの応答を読み取れませんでした。プリンター設定（IPアドレス・ポート）を確認してください",
  PAGE_RELOAD: PAGE_RELOAD_MESSAGE,
  MIXED_CONTENT:
    "このページは https で開かれているため、http のプリンターにはブラウザーが接続しません。プリンター設定で https を選んでください",
};

const isKnownCode = (code: string): code is EposCode => Object.hasOwn(EPOS_MESSAGES, code);

/** The named bits set in a response's status (decimal, up to 2^32 − 1); label-only bits are not read. */
export function eposStatusFlags(status: number): EposStatusBit[] {
  if (!Number.isSafeInteger(status) || status <= 0) return [];
  // Division instead of `&`: JavaScript's bit operators work on int32 and would lose bit 31.
  return EPOS_STATUS_BITS.filter((flag) => Math.floor(status / flag.bit) % 2 === 1);
}

/**
 * What a receipt printer's status bits say, as Epson's status monitor reads them: whether it can
 * print now (online, cover closed, paper in, no error), what stops it, and whether the roll is near
 * its end (a warning: it still prints).
 */
export function eposPrinterCondition(status: number): {
  ready: boolean;
  problems: string[];
  paperNearEnd: boolean;
} {
  const flags = eposStatusFlags(status);
  const problems = flags.filter((flag) => flag.error).map((flag) => flag.label);
  return {
    ready: problems.length === 0,
    problems,
    paperNearEnd: flags.some((flag) => flag.name === "RECEIPT_NEAR_END"),
  };
}

/** Battery levels run 0 (empty) to 6 (full); at this level or under, staff are told to charge it. */
export const EPOS_BATTERY_LOW_LEVEL = 1;

/** The battery attribute: 0 no battery; 0x30XX on AC, 0x31XX on battery; low byte 0x30–0x36 the level. */
export function eposBattery(battery: number): {
  power: "none" | "ac" | "battery" | "unknown";
  level: number | null;
  /** Running on its battery, and the battery nearly empty. */
  low: boolean;
} {
  if (!Number.isSafeInteger(battery) || battery <= 0)
    return { power: "none", level: null, low: false };
  const high = Math.floor(battery / 256);
  const low = battery % 256;
  const power = high === 0x30 ? "ac" : high === 0x31 ? "battery" : "unknown";
  const level = low >= 0x30 && low <= 0x36 ? low - 0x30 : null;
  return {
    power,
    level,
    low: power === "battery" && level !== null && level <= EPOS_BATTERY_LOW_LEVEL,
  };
}

/** Codes of a printer busy with another job: it answers, and the next receipt waits its turn. */
const BUSY_CODES = new Set(["EX_DEVICE_BUSY", "EX_ENPC_TIMEOUT", "Printing", "JobSpooling"]);

/**
 * A printer's answer to the monitor's empty job, as staff read it: `ready` prints now; `warning`
 * prints now but soon will not (the roll near its end, the battery nearly empty); `error` means the
 * next receipt would fail, and says why.
 */
export function eposPrinterReading(response: {
  success: boolean;
  code: string;
  status: number;
  battery: number;
}): {
  level: "ready" | "warning" | "error";
  text: string;
  battery: ReturnType<typeof eposBattery>;
} {
  const battery = eposBattery(response.battery);
  const condition = eposPrinterCondition(response.status);
  if (!condition.ready) {
    return { level: "error", text: `印刷できません（${condition.problems.join("、")}）`, battery };
  }
  const busy = BUSY_CODES.has(response.code);
  if (!response.success && !busy) {
    return { level: "error", text: eposMessage(response.code, response.status), battery };
  }
  const warnings = [
    ...(condition.paperNearEnd ? ["用紙残りわずかです。ロール紙を交換してください"] : []),
    ...(battery.low ? ["バッテリー残量わずかです。充電してください"] : []),
  ];
  if (warnings.length > 0) return { level: "warning", text: warnings.join("。"), battery };
  return {
    level: "ready",
    text: busy ? "印刷できます（ほかの印刷を処理中）" : "印刷できます",
    battery,
  };
}

/** A code as it may be shown: printable, at most 40 columns (it can come from a device or a request). */
const shownCode = (code: string) => cutToWidth(printableText(code).trim(), 40);

function statusSentence(status: number): string {
  const errors = eposStatusFlags(status).filter((flag) => flag.error);
  if (errors.length === 0) return "";
  return `プリンターの状態: ${errors.map((flag) => flag.label).join("、")}`;
}

/** The Japanese message for a response code (and its status bits), for staff; names the code at the end. */
export function eposMessage(code: string, status?: number): string {
  const shown = shownCode(typeof code === "string" ? code : "");
  if (isKnownCode(shown)) return `${EPOS_MESSAGES[shown]}（${shown}）`;
  const http = /^HTTP_(\d{3})$/.exec(shown);
  if (http) {
    return `プリンターがエラーを返しました（HTTP ${http[1]}）。プリンター設定（IPアドレス・ポート・デバイスID）を確認してください（${shown}）`;
  }
  const state = statusSentence(status ?? 0);
  if (shown === "") {
    // No code: the status bits are all there is (an offline printer answers this way).
    return state !== ""
      ? `印刷できませんでした。${state}（status ${status}）`
      : "印刷できませんでした。プリンターの状態を確認して再印刷してください（コードなし）";
  }
  if (shown.startsWith("EDSP_")) {
    return `カスタマーディスプレイでエラーが起きました。ディスプレイの接続を確認してください（${shown}）`;
  }
  return `プリンターでエラーが起きました。再印刷しても直らない場合は、このコードをサポートに伝えてください${
    state !== "" ? `。${state}` : ""
  }（${shown}）`;
}
