// The elements and attributes an Epson TM printer (epos-print) and its customer display
// (epos-display) accept: anything else is a SchemaError, as on the device.

export const SOAP_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
export const EPOS_PRINT_NAMESPACE = "http://www.epson-pos.com/schemas/2011/03/epos-print";
export const EPOS_DISPLAY_NAMESPACE = "http://www.epson-pos.com/schemas/2012/09/epos-display";

type Schema = Readonly<Record<string, readonly string[]>>;

const TEXT_ATTRIBUTES = [
  "lang",
  "align",
  "font",
  "smooth",
  "dw",
  "dh",
  "width",
  "height",
  "reverse",
  "ul",
  "em",
  "color",
  "x",
  "y",
  "linespc",
  "rotate",
];

/** Children of `<epos-print>` (EPOS.md's list) with their attributes. */
export const PRINT_ELEMENTS: Schema = {
  text: TEXT_ATTRIBUTES,
  feed: ["unit", "line", "linespc", "pos"],
  image: ["width", "height", "color", "mode", "align"],
  logo: ["key1", "key2", "align"],
  barcode: ["type", "hri", "font", "width", "height", "align", "rotate"],
  symbol: ["type", "level", "width", "height", "size", "align", "rotate"],
  cut: ["type"],
  pulse: ["drawer", "time"],
  sound: ["pattern", "repeat", "cycle"],
  layout: ["type", "width", "height", "margin-top", "margin-bottom", "offset-cut", "offset-label"],
  page: [],
  hline: ["x1", "x2", "style"],
  command: [],
  recovery: [],
  reset: [],
};

/** Page mode holds the printing elements plus its own placement elements. */
export const PAGE_ELEMENTS: Schema = {
  ...PRINT_ELEMENTS,
  area: ["x", "y", "width", "height"],
  direction: ["dir"],
  position: ["x", "y"],
  line: ["x1", "y1", "x2", "y2", "style"],
  rectangle: ["x1", "y1", "x2", "y2", "style"],
};

/** Children of `<epos-display>` (the DM-D customer display: 44 × 19, up to 4 windows). */
export const DISPLAY_ELEMENTS: Schema = {
  reset: [],
  window: ["id", "x", "y", "width", "height", "scrollmode"],
  cursor: ["x", "y", "type"],
  text: ["x", "y", "lang", "reverse", "ul", "em", "color"],
  clear: [],
  marquee: ["format", "uwait", "rwait", "repeat", "lang"],
  blink: ["interval"],
  brightness: ["value"],
  command: [],
};

/** Children of the SOAP Header's `<parameter>`. */
export const PARAMETER_ELEMENTS = ["devid", "timeout", "printjobid"] as const;

/** A printjobid the device takes: 1–30 letters, digits, `_`, `.`, `-`. */
export const PRINT_JOB_ID = /^[A-Za-z0-9_.-]{1,30}$/;
