// The original system's device statuses from the transport's outcome: only a device that answered is OFFLINE.
import { describe, expect, it } from "vitest";
import { deviceTypeOf, statusOf } from "./probe";
import { DISPLAY, failed, ONLINE, RECEIPT_PRINTER } from "./test-fixtures";

describe("statusOf", () => {
  it("reads ONLINE, OFFLINE (the device answered a failure) and UNKNOWN (no answer)", () => {
    expect(statusOf(ONLINE)).toBe("ONLINE");
    expect(statusOf(failed("EPTR_REC_EMPTY", "用紙がありません"))).toBe("OFFLINE");
    expect(statusOf(failed("HTTP_404", "応答が正しくありません", false))).toBe("OFFLINE");
    for (const code of ["NETWORK", "NETWORK_TIMEOUT", "CLIENT_ERROR"]) {
      expect(statusOf(failed(code, "応答がありません", false))).toBe("UNKNOWN");
    }
  });

  it("names the original system's device types", () => {
    expect(deviceTypeOf(RECEIPT_PRINTER)).toBe("type_printer");
    expect(deviceTypeOf(DISPLAY)).toBe("type_display");
  });
});
