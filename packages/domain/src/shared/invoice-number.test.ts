// The qualified-invoice registration number printed on receipts: T + 13 digits with a check digit.
import { describe, expect, it } from "vitest";
import {
  INVOICE_CHECK_DIGIT_MESSAGE,
  INVOICE_NUMBER_MESSAGE,
  invoiceCheckDigit,
  invoiceNumberOf,
  invoiceNumberProblem,
} from "./invoice-number";

describe("invoice registration number", () => {
  it("computes the corporate-number check digit (the NTA's published example 8700110005901)", () => {
    // National Tax Agency example: corporate number 8700110005901 → check digit 8.
    expect(invoiceCheckDigit("700110005901")).toBe(8);
    expect(invoiceNumberOf("700110005901")).toBe("T8700110005901");
  });

  it("accepts a well-formed number and refuses the wrong shape or check digit", () => {
    expect(invoiceNumberProblem("T8700110005901")).toBeNull();
    expect(invoiceNumberProblem("T7700110005901")).toBe(INVOICE_CHECK_DIGIT_MESSAGE);
    for (const bad of [
      "8700110005901",
      "T870011000590",
      "T87001100059011",
      "t8700110005901",
      "T87001100０5901",
      "",
    ]) {
      expect(invoiceNumberProblem(bad), bad).toBe(INVOICE_NUMBER_MESSAGE);
    }
  });
});
