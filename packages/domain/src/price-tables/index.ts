// Price tables and special dates: the editor's cells, the CSV and the calls.

export * from "./contracts";
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
export * from "./schemas";
