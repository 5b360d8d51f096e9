// What several features use: money, payments, time and business days, errors, CSV, the contract
// type and its schema pieces, roles and capabilities, pricing, printed papers and ePOS-Print.

export * from "./api/capabilities";
export * from "./api/common";
export * from "./api/contract";
export * from "./api/error-codes";
export * from "./api/errors";
export * from "./api/menu-records";
export * from "./api/roles";
export * from "./api/schema-walk";
export * from "./api/seat-type";
export { canonicalJson } from "./canonical-json";
export * from "./clipboard";
export { csvField, parseCsv } from "./csv";
export {
  EPOS_DISPLAY_NAMESPACE,
  EPOS_PRINT_NAMESPACE,
  type EposEndpoint,
  type EposResponse,
  eposBattery,
  eposDisplayXml,
  eposMessage,
  eposPrinterCondition,
  eposPrinterReading,
  eposPrintXml,
  eposProbeXml,
  eposServiceUrl,
  eposStatusFlags,
  mixedContentBlocked,
  parseEposResponse,
  SOAP_NAMESPACE,
  xmlEscape,
} from "./epos/epos";
export * from "./epos/epos-codes";
export {
  EPOS_BATTERY_LOW_LEVEL,
  EPOS_MESSAGES,
  PAGE_RELOAD_MESSAGE,
} from "./epos/epos-messages";
export { DomainError, type DomainErrorCode, isDomainError } from "./errors";
export {
  INVOICE_CHECK_DIGIT_MESSAGE,
  INVOICE_NUMBER_MESSAGE,
  invoiceCheckDigit,
  invoiceNumberOf,
  invoiceNumberProblem,
} from "./invoice-number";
export * from "./journal-accounts";
export {
  DISCOUNT_PERCENTS,
  type DiscountPercent,
  discountAmount,
  MAX_YEN,
  taxIncluded,
} from "./money";
export {
  charWidth,
  cutToWidth,
  layoutLine,
  lineBudget,
  printableText,
  textWidth,
  wrapToWidth,
} from "./paper/receipt-layout";
export { formatReceiptDate, formatYen } from "./paper/receipt-parts";
export {
  MAX_SPLIT_RECEIPTS,
  SPLIT_EXCEEDS_TOTAL_MESSAGE,
  SPLIT_MODES,
  type SplitFormalReceiptInput,
  type SplitMode,
  splitFormalReceipt,
} from "./paper/receipt-split";
export {
  type FormalReceiptInput,
  MAX_RECEIPT_COLUMNS,
  MIN_RECEIPT_COLUMNS,
  type PrintedPaper,
  RECEIPT_COLUMNS,
  type ReceiptDocument,
  type ReceiptGroup,
  type ReceiptHourLine,
  type ReceiptInput,
  type ReceiptLine,
  type ReceiptLounge,
  type ReceiptSettlement,
  type ReceiptType,
  type RevenueStampNote,
} from "./paper/receipt-types";
export {
  CASH_TENDERED_SHORT_MESSAGE,
  CASH_TENDERED_WITHOUT_CASH_MESSAGE,
  type CashTender,
  cashTender,
  cashTenderProblem,
  normalizePayments,
  PAYMENT_LABELS,
  PAYMENT_TYPES,
  type PaymentAmountInput,
  type Payments,
  type PaymentsInput,
  type PaymentType,
  paymentsMatch,
  paymentTypeOptions,
  quickTenders,
  REVENUE_STAMP_BRACKETS,
  REVENUE_STAMP_THRESHOLD,
  type RevenueStamp,
  revenueStamp,
  ZPaymentType,
} from "./payments";
export { orderPrice, orderTotal, type PricedOrderLine } from "./pricing/order-price";
export {
  type BillUnit,
  chargeParts,
  DAY_TYPE_LABELS,
  explainSettlement,
  GENDER_LABELS,
  MAX_VISIT_MINUTES,
  priceSettlement,
} from "./pricing/pricing";
export { readPriceSettlementInput } from "./pricing/pricing-input";
export {
  type FeeRule,
  GENDERS,
  type Gender,
  INTERVAL_STATUSES,
  type Interval,
  type IntervalStatus,
  type LoungePricing,
  MAX_GROUP_NUM,
  type OrderLine,
  type PriceCell,
  type PricedGroup,
  type PriceSettlementInput,
  type PriceSettlementResult,
  type SettlementGroup,
  type ShareHourLine,
  type SoloHourLine,
  type SpecialDate,
  ZDayType,
  ZDiscountPercent,
  ZFeeRule,
  ZGender,
  ZInterval,
  ZLoungePricing,
  ZOrderLine,
  ZPriceCell,
  ZPricedGroup,
  ZPriceSettlementInput,
  ZPriceSettlementResult,
  ZSettlementGroup,
  ZShareHourLine,
  ZSoloHourLine,
  ZSpecialDate,
} from "./pricing/pricing-schema";
export { type BusinessDayOptions, businessDayOf, businessDayStart } from "./time/business-day";
export { minutesBetween } from "./time/calendar";
export { DAY_TYPES, type DayType, dayTypeOf } from "./time/day-type";
export {
  BIRTH_YEAR_SPAN,
  type BirthYearOption,
  birthYearOptions,
  ERAS,
  eraYearLabel,
} from "./time/era";
export { holidayDataYears, isNationalHoliday } from "./time/holidays";
