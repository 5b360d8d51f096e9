// The original system's device statuses from the transport's outcome: only a device that answered is OFFLINE.
import { describe, expect, it } from "vitest";
import { DISPLAY, failed, ONLINE, RECEIPT_PRINTER } from "../test/printers";
import { deviceTypeOf, paperNearEnd, readProbe, statusOf } from "./printer-probe";

describe("statusOf", () => {
  it("reads ONLINE, OFFLINE (the device answered a failure) and UNKNOWN (no answer)", () => {
    expect(statusOf(ONLINE)).toBe("ONLINE");
    expect(statusOf(failed("EPTR_REC_EMPTY", "用紙がありません"))).toBe("OFFLINE");
    expect(statusOf(failed("HTTP_404", "応答が正しくありません", false))).toBe("OFFLINE");
    for (const code of ["NETWORK", "NETWORK_TIMEOUT", "CLIENT_ERROR"]) {
      expect(statusOf(failed(code, "応答がありません", false))).toBe("UNKNOWN");
    }
  });

  it("reads a printer's success with its cover open or offline as OFFLINE, saying why", () => {
    // An empty job answered success="true" by a printer whose cover is open (0x0F000014 + 32 + 8).
    const answered = { ...ONLINE, status: 251_658_260 + 32 + 8 };
    const read = readProbe(answered, "printer");
    expect(statusOf(read)).toBe("OFFLINE");
    expect(read.message).toBe(
      "プリンターは応答しましたが、印刷できない状態です（オフライン、カバーが開いています）",
    );
    // A display's answer carries no printer bits; a ready printer stays ONLINE.
    expect(statusOf(readProbe(answered, "display"))).toBe("ONLINE");
    expect(statusOf(readProbe({ ...ONLINE, status: 251_658_262 }, "printer"))).toBe("ONLINE");
  });

  it("warns of a roll near its end while the printer still prints", () => {
    const near = readProbe({ ...ONLINE, status: 251_658_260 + 131_072 }, "printer");
    expect(statusOf(near)).toBe("ONLINE");
    expect(paperNearEnd(near)).toBe(true);
    expect(paperNearEnd({ ...ONLINE, status: 251_658_262 })).toBe(false);
  });

  it("names the original system's device types", () => {
    expect(deviceTypeOf(RECEIPT_PRINTER)).toBe("type_printer");
    expect(deviceTypeOf(DISPLAY)).toBe("type_display");
  });
});
