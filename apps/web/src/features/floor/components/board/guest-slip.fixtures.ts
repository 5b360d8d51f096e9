// A lounge's receipt printer and its ePOS answer, for the tests of the guest slip's printing.
import { EPOS_PRINT_NAMESPACE } from "@lounge-office/domain/shared";
import { printerOf } from "../../../../test/printers";

export const receiptPrinter = printerOf(1, {
  id: 4,
  name: "レジ前",
  scheme: "http",
  port: 8008,
  origin: "http://192.168.0.51:8008",
});

/** The printer's answer to a print request: printed, or refused with `code`. */
export const eposAnswer = (success: boolean, code = "") =>
  new Response(
    `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response xmlns="${EPOS_PRINT_NAMESPACE}" success="${success}" code="${code}" status="251658262" battery="0"/></s:Body></s:Envelope>`,
  );

/** The printer's print service path (the fake fetch routes by path). */
export const EPOS_PRINT_PATH = "/cgi-bin/epos/service.cgi";
