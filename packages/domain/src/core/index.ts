// The pure money and time core: every price, tax, split, business day and label rule, with no I/O.

export * from "./attendance";
export { type BusinessDayOptions, businessDayOf, businessDayStart } from "./business-day";
export { minutesBetween } from "./calendar";
export * from "./crowd-history";
export { csvField } from "./csv";
export { DAY_TYPES, type DayType, dayTypeOf } from "./day-type";
export {
  EPOS_DISPLAY_NAMESPACE,
  EPOS_PRINT_NAMESPACE,
  type EposEndpoint,
  type EposResponse,
  eposBattery,
  eposDisplayXml,
  eposMessage,
  eposPrintXml,
  eposProbeXml,
  eposServiceUrl,
  eposStatusFlags,
  parseEposResponse,
  SOAP_NAMESPACE,
  xmlEscape,
} from "./epos";
export * from "./epos-codes";
export { EPOS_MESSAGES, PAGE_RELOAD_MESSAGE } from "./epos-messages";
export { BIRTH_YEAR_SPAN, type BirthYearOption, birthYearOptions, ERAS, eraYearLabel } from "./era";
export { DomainError, type DomainErrorCode, isDomainError } from "./errors";
export {
  ACCOUNTING_HOLD_MINUTES,
  boardSideOf,
  isBeingSettled,
  seatCallLevel,
  specialFeeBarsSeat,
} from "./floor-rules";
export { buildGuestSlip, type GuestSlipInput } from "./guest-slip";
export { holidayDataYears, isNationalHoliday } from "./holidays";
export {
  INVOICE_CHECK_DIGIT_MESSAGE,
  INVOICE_NUMBER_MESSAGE,
  invoiceCheckDigit,
  invoiceNumberOf,
  invoiceNumberProblem,
} from "./invoice-number";
export {
  DISCOUNT_PERCENTS,
  type DiscountPercent,
  discountAmount,
  MAX_YEN,
  taxIncluded,
} from "./money";
export * from "./opening-hours";
export * from "./operations";
export { orderPrice, orderTotal, type PricedOrderLine } from "./order-price";
export {
  normalizePayments,
  PAYMENT_TYPES,
  type PaymentAmountInput,
  type Payments,
  type PaymentsInput,
  type PaymentType,
  paymentsMatch,
  paymentTypeOptions,
  REVENUE_STAMP_BRACKETS,
  REVENUE_STAMP_THRESHOLD,
  type RevenueStamp,
  revenueStamp,
} from "./payments";
export {
  completePriceTable,
  MAX_PRICE_CELL_YEN,
  PRICE_TABLE_COLUMNS,
  PRICE_TABLE_HOURS,
  type PriceCellChange,
  type PriceTableCell,
  type PriceTableCellKey,
  type PriceTableColumn,
  priceCellKey,
  priceCellLabel,
  priceTableChanges,
} from "./price-table";
export {
  PRICE_TABLE_CSV_HEADER,
  type PriceTableCsvError,
  type PriceTableCsvResult,
  parsePriceTableCsv,
  priceTableToCsv,
} from "./price-table-csv";
export {
  type BillUnit,
  chargeParts,
  DAY_TYPE_LABELS,
  explainSettlement,
  GENDER_LABELS,
  MAX_VISIT_MINUTES,
  priceSettlement,
} from "./pricing";
export { readPriceSettlementInput } from "./pricing-input";
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
} from "./pricing-schema";
export { buildFormalReceipts, buildReceipt, receiptText } from "./receipt";
export {
  addresseeText,
  formalPaperPayments,
  formalPaymentChoices,
  PAYMENT_TYPE_LABELS,
  paperPaymentText,
} from "./receipt-formal";
export {
  charWidth,
  cutToWidth,
  layoutLine,
  lineBudget,
  printableText,
  textWidth,
  wrapToWidth,
} from "./receipt-layout";
export { formatReceiptDate, formatYen } from "./receipt-parts";
export {
  MAX_SPLIT_RECEIPTS,
  SPLIT_EXCEEDS_TOTAL_MESSAGE,
  SPLIT_MODES,
  type SplitFormalReceiptInput,
  type SplitMode,
  splitFormalReceipt,
} from "./receipt-split";
export {
  type FormalReceiptInput,
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
} from "./receipt-types";
export {
  SEAT_LABEL_CLASSES,
  type SeatLabelClass,
  type SeatLabelFeeRule,
  seatLabelClass,
} from "./seat-label";
export * from "./time-up";
