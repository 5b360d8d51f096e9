// Every code a printer, the SDK or our transport can report has its own Japanese message naming it;
// status bits and battery values are read without int32 bit operations.
import { describe, expect, it } from "vitest";
import {
  EPOS_ALL_CODES,
  EPOS_BROWSER_CODES,
  EPOS_CONNECT_RESULTS,
  EPOS_DEVICE_OPEN_RESULTS,
  EPOS_DEVICE_RESULT_CODES,
  EPOS_DISPLAY_CODES,
  EPOS_OTHER_SERVICE_CODES,
  EPOS_PRINTER_ERROR_CODES,
  EPOS_PRINTER_RESULT_CODES,
  EPOS_SERVICE_ERROR_CODES,
  EPOS_SPOOLER_CODES,
  EPOS_STATUS_BITS,
} from "./epos-codes";
import {
  eposBattery,
  eposMessage,
  eposPrinterCondition,
  eposPrinterReading,
  eposStatusFlags,
} from "./epos-messages";

const GENERIC = "プリンターでエラーが起きました";

describe("eposMessage", () => {
  const lists = {
    EPOS_PRINTER_ERROR_CODES,
    EPOS_SERVICE_ERROR_CODES,
    EPOS_SPOOLER_CODES,
    EPOS_OTHER_SERVICE_CODES,
    EPOS_DISPLAY_CODES,
    EPOS_DEVICE_RESULT_CODES,
    EPOS_PRINTER_RESULT_CODES,
    EPOS_CONNECT_RESULTS,
    EPOS_DEVICE_OPEN_RESULTS,
    EPOS_BROWSER_CODES,
  };

  for (const [listName, codes] of Object.entries(lists)) {
    it(`explains every code of ${listName} in Japanese, ending with the code`, () => {
      for (const code of codes) {
        const message = eposMessage(code);
        expect(message, code).not.toContain(GENERIC);
        expect(message, code).toMatch(/[ぁ-んァ-ヶ一-龠]/);
        expect(message.endsWith(`（${code}）`), code).toBe(true);
      }
    });
  }

  it("lists each code once in EPOS_ALL_CODES (ERROR_PARAMETER and ERROR_TIMEOUT are shared)", () => {
    const all = new Set<string>(EPOS_ALL_CODES);
    expect(all.has("ERROR_PARAMMETER")).toBe(true);
    expect(all.has("EX_ENPC_TIMEOUT")).toBe(true);
  });

  it("uses the agreed texts for the cases staff meet most", () => {
    expect(eposMessage("EPTR_COVER_OPEN")).toBe(
      "プリンターのカバーが開いています。カバーを閉じてから再印刷してください（EPTR_COVER_OPEN）",
    );
    expect(eposMessage("NETWORK")).toBe(
      "プリンターに接続できません。電源とネットワークを確認してください。HTTPS のプリンターは、この端末で証明書を一度承認する必要があります（NETWORK）",
    );
    expect(eposMessage("EPTR_REC_EMPTY")).toContain("用紙切れ");
    expect(eposMessage("ERROR_RECEIPT_END")).toContain("用紙切れ");
  });

  it("treats EX_ENPC_TIMEOUT and the device-service ERROR_TIMEOUT as device busy", () => {
    const busy = eposMessage("EX_DEVICE_BUSY").replace("（EX_DEVICE_BUSY）", "");
    expect(eposMessage("EX_ENPC_TIMEOUT")).toBe(`${busy}（EX_ENPC_TIMEOUT）`);
    expect(eposMessage("ERROR_TIMEOUT")).toBe(`${busy}（ERROR_TIMEOUT）`);
    expect(eposMessage("ERROR_DEVICE_BUSY")).toBe(`${busy}（ERROR_DEVICE_BUSY）`);
  });

  it("explains HTTP_<status> from the transport", () => {
    expect(eposMessage("HTTP_404")).toMatch(/HTTP 404.*（HTTP_404）$/);
  });

  it("names an unknown code in a generic message, made printable and short", () => {
    expect(eposMessage("EPTR_SOMETHING_NEW")).toBe(
      `${GENERIC}。再印刷しても直らない場合は、このコードをサポートに伝えてください（EPTR_SOMETHING_NEW）`,
    );
    const hostile = eposMessage(`x\n${"y".repeat(100)}`);
    expect(hostile).not.toContain("\n");
    expect(hostile.endsWith(`（x ${"y".repeat(38)}）`)).toBe(true);
    // Names of Object.prototype are not codes.
    expect(eposMessage("constructor")).toContain(GENERIC);
    expect(eposMessage("toString")).toContain(GENERIC);
  });

  it("reads the status bits when the device sent no code", () => {
    expect(eposMessage("", 8 + 32)).toBe(
      "印刷できませんでした。プリンターの状態: オフライン、カバーが開いています（status 40）",
    );
    expect(eposMessage("", 0)).toContain("（コードなし）");
    expect(eposMessage("", 2)).toContain("（コードなし）");
    expect(eposMessage("SOME_CODE", 524_288)).toContain("用紙切れ");
  });
});

describe("eposStatusFlags", () => {
  it("names each set bit, including bit 31 (spooler stopped)", () => {
    expect(eposStatusFlags(2 + 8 + 524_288).map((f) => f.name)).toEqual([
      "PRINT_SUCCESS",
      "OFF_LINE",
      "RECEIPT_END",
    ]);
    expect(eposStatusFlags(2_147_483_648).map((f) => f.name)).toEqual(["SPOOLER_STOPPED"]);
    expect(eposStatusFlags(4_294_967_295)).toHaveLength(EPOS_STATUS_BITS.length);
    expect(eposStatusFlags(0)).toEqual([]);
    expect(eposStatusFlags(-1)).toEqual([]);
    expect(eposStatusFlags(Number.NaN)).toEqual([]);
  });

  it("has distinct powers of two with Japanese labels", () => {
    const bits = EPOS_STATUS_BITS.map((f) => f.bit);
    expect(new Set(bits).size).toBe(bits.length);
    for (const flag of EPOS_STATUS_BITS) {
      expect(Math.log2(flag.bit) % 1).toBe(0);
      expect(flag.label).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });
});

describe("real answers of a TM receipt printer and its customer display", () => {
  /** A TM printer's documented answer after a print: 0x0F000016. */
  const PRINTED = 251_658_262;
  const IDLE = PRINTED - 2;

  it("reads Epson's documented answer as printed, with no label or buzzer state", () => {
    expect(eposStatusFlags(PRINTED).map((f) => f.name)).toEqual(["PRINT_SUCCESS", "DRAWER_KICK"]);
  });

  it("says offline, and only offline, for an answer without a code", () => {
    // <response success="false" code="" status="251658268"/>: 0x0F00001C.
    expect(eposMessage("", 251_658_268)).toBe(
      "印刷できませんでした。プリンターの状態: オフライン（status 251658268）",
    );
  });

  it("names the cover and the paper from their codes and bits", () => {
    expect(eposMessage("EPTR_COVER_OPEN", IDLE + 8 + 32)).toBe(
      "プリンターのカバーが開いています。カバーを閉じてから再印刷してください（EPTR_COVER_OPEN）",
    );
    expect(eposStatusFlags(IDLE + 8 + 524_288).map((f) => f.name)).toEqual([
      "DRAWER_KICK",
      "OFF_LINE",
      "RECEIPT_END",
    ]);
    expect(eposMessage("EPTR_REC_EMPTY", IDLE + 8 + 524_288)).toContain("用紙切れ");
    // Paper near end is a state to warn about, not an error.
    expect(eposMessage("", IDLE + 131_072)).not.toContain("用紙残り少");
  });

  it("reads whether the printer can print from its bits, as the status monitor does", () => {
    expect(eposPrinterCondition(PRINTED)).toEqual({
      ready: true,
      problems: [],
      paperNearEnd: false,
    });
    expect(eposPrinterCondition(IDLE + 8 + 32)).toEqual({
      ready: false,
      problems: ["オフライン", "カバーが開いています"],
      paperNearEnd: false,
    });
    expect(eposPrinterCondition(IDLE + 131_072)).toEqual({
      ready: true,
      problems: [],
      paperNearEnd: true,
    });
    expect(eposPrinterCondition(IDLE + 8 + 524_288).problems).toEqual(["オフライン", "用紙切れ"]);
  });

  it("asks for the last paper to be taken for ERROR_WAIT_EJECT, with no label in the text", () => {
    const message = eposMessage("ERROR_WAIT_EJECT", PRINTED);
    expect(message).toBe(
      "前の用紙が排出口に残っています。用紙を取ってから再印刷してください（ERROR_WAIT_EJECT）",
    );
    expect(message).not.toContain("ラベル");
  });

  it("says a spooled job is waiting, and an invalid value is a setting", () => {
    expect(eposMessage("JobSpooling")).toContain("印刷待ち");
    expect(eposMessage("EX_INVALID_VALUE")).toContain("プリンター設定を確認");
  });

  it("reads the display's codes as the display's, a new one too", () => {
    expect(eposMessage("EDSP_NOT_FOUND")).toMatch(
      /^カスタマーディスプレイが見つかりません.*（EDSP_NOT_FOUND）$/,
    );
    expect(eposMessage("EDSP_SOMETHING_NEW")).toBe(
      "カスタマーディスプレイでエラーが起きました。ディスプレイの接続を確認してください（EDSP_SOMETHING_NEW）",
    );
    for (const code of EPOS_DISPLAY_CODES) expect(eposMessage(code)).not.toContain(GENERIC);
  });
});

describe("eposBattery", () => {
  it("decodes AC/battery power and the level", () => {
    expect(eposBattery(0)).toEqual({ power: "none", level: null, low: false });
    expect(eposBattery(0x3036)).toEqual({ power: "ac", level: 6, low: false });
    expect(eposBattery(0x3132)).toEqual({ power: "battery", level: 2, low: false });
    expect(eposBattery(0x3140)).toEqual({ power: "battery", level: null, low: false });
  });

  it("calls a battery low at level 1 or under, on battery only", () => {
    expect(eposBattery(0x3131).low).toBe(true);
    expect(eposBattery(0x3130).low).toBe(true);
    expect(eposBattery(0x3031).low).toBe(false);
  });
});

describe("eposPrinterReading", () => {
  /** Epson's documented answer of an idle TM printer after a print, and without the print bit. */
  const PRINTED = 251_658_262;
  const IDLE = PRINTED - 2;
  const answer = (
    over: Partial<{ success: boolean; code: string; status: number; battery: number }>,
  ) => ({
    success: true,
    code: "",
    status: PRINTED,
    battery: 0,
    ...over,
  });

  it("reads Epson's documented idle answer as ready", () => {
    expect(eposPrinterReading(answer({}))).toEqual({
      level: "ready",
      text: "印刷できます",
      battery: { power: "none", level: null, low: false },
    });
  });

  it("warns of paper near end while the printer still prints", () => {
    const reading = eposPrinterReading(answer({ status: IDLE + 131_072 }));
    expect(reading.level).toBe("warning");
    expect(reading.text).toBe("用紙残りわずかです。ロール紙を交換してください");
  });

  it("warns of a low battery, and of both at once", () => {
    expect(eposPrinterReading(answer({ battery: 0x3131 })).text).toBe(
      "バッテリー残量わずかです。充電してください",
    );
    const both = eposPrinterReading(answer({ status: IDLE + 131_072, battery: 0x3130 }));
    expect(both.level).toBe("warning");
    expect(both.text).toContain("用紙残りわずか");
    expect(both.text).toContain("バッテリー残量わずか");
    expect(both.battery).toEqual({ power: "battery", level: 0, low: true });
  });

  it("says what stops the next receipt: cover open, paper end, offline", () => {
    expect(
      eposPrinterReading(
        answer({ success: false, code: "EPTR_COVER_OPEN", status: IDLE + 8 + 32 }),
      ),
    ).toMatchObject({ level: "error", text: "印刷できません（オフライン、カバーが開いています）" });
    expect(
      eposPrinterReading(
        answer({ success: false, code: "EPTR_REC_EMPTY", status: IDLE + 8 + 524_288 }),
      ).text,
    ).toBe("印刷できません（オフライン、用紙切れ）");
    // A printer that answers the empty job with success while its cover is open cannot print either.
    expect(eposPrinterReading(answer({ status: IDLE + 32 })).level).toBe("error");
  });

  it("reads a failure with no status bit by its code, and a busy printer as ready", () => {
    const refused = eposPrinterReading(
      answer({ success: false, code: "DeviceNotFound", status: 0 }),
    );
    expect(refused.level).toBe("error");
    expect(refused.text).toContain("DeviceNotFound");
    expect(
      eposPrinterReading(answer({ success: false, code: "EX_DEVICE_BUSY", status: IDLE })),
    ).toMatchObject({
      level: "ready",
      text: "印刷できます（ほかの印刷を処理中）",
    });
  });
});
