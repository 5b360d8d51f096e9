// The elements, attributes and attribute values an Epson TM printer (epos-print) and its customer
// display (epos-display) accept: anything else is a SchemaError, as on the device.

export const SOAP_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
export const EPOS_PRINT_NAMESPACE = "http://www.epson-pos.com/schemas/2011/03/epos-print";
export const EPOS_DISPLAY_NAMESPACE = "http://www.epson-pos.com/schemas/2012/09/epos-display";

/** Whether an attribute's value is one the schema allows. */
export type Check = (value: string) => boolean;
/** Each element's attributes and the values each may take. */
export type Schema = Readonly<Record<string, Readonly<Record<string, Check>>>>;

const oneOf =
  (...values: string[]): Check =>
  (value) =>
    values.includes(value);
const whole =
  (min: number, max: number): Check =>
  (value) =>
    /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max;
const either =
  (...checks: Check[]): Check =>
  (value) =>
    checks.some((check) => check(value));

const BOOLEAN = oneOf("true", "false");
const ALIGN = oneOf("left", "center", "right");
const FONT = oneOf("font_a", "font_b", "font_c", "font_d", "font_e", "special_a", "special_b");
const COLOR = oneOf("none", "color_1", "color_2", "color_3", "color_4");
const DOTS = whole(0, 65535);
const BYTE = whole(0, 255);
const LINE_STYLE = oneOf("thin", "medium", "wide", "double_thin", "double_medium", "double_wide");
const SCALE = whole(1, 8);

const TEXT: Readonly<Record<string, Check>> = {
  lang: oneOf("en", "ja", "ja-jp", "zh-cn", "zh-tw", "ko", "th", "vi", "multi"),
  align: ALIGN,
  font: FONT,
  smooth: BOOLEAN,
  dw: BOOLEAN,
  dh: BOOLEAN,
  width: SCALE,
  height: SCALE,
  reverse: BOOLEAN,
  ul: BOOLEAN,
  em: BOOLEAN,
  color: COLOR,
  x: DOTS,
  y: DOTS,
  linespc: BYTE,
  rotate: BOOLEAN,
};

const BARCODE_TYPES = oneOf(
  "upc_a",
  "upc_e",
  "ean13",
  "jan13",
  "ean8",
  "jan8",
  "code39",
  "itf",
  "codabar",
  "code93",
  "code128",
  "code128_auto",
  "gs1_128",
  "gs1_databar_omnidirectional",
  "gs1_databar_truncated",
  "gs1_databar_limited",
  "gs1_databar_expanded",
);

const SYMBOL_TYPES = oneOf(
  "pdf417_standard",
  "pdf417_truncated",
  "qrcode_model_1",
  "qrcode_model_2",
  "qrcode_micro",
  "maxicode_mode_2",
  "maxicode_mode_3",
  "maxicode_mode_4",
  "maxicode_mode_5",
  "maxicode_mode_6",
  "gs1_databar_stacked",
  "gs1_databar_stacked_omnidirectional",
  "gs1_databar_expanded_stacked",
  "azteccode_fullrange",
  "azteccode_compact",
  "datamatrix_square",
  "datamatrix_rectangle_8",
  "datamatrix_rectangle_12",
  "datamatrix_rectangle_16",
);

const SYMBOL_LEVELS = oneOf(
  "level_0",
  "level_1",
  "level_2",
  "level_3",
  "level_4",
  "level_5",
  "level_6",
  "level_7",
  "level_8",
  "level_l",
  "level_m",
  "level_q",
  "level_h",
  "default",
);

/**
 * Children of `<epos-print>` with their attributes and values, as the ePOS-Print schema allows them
 * (EPOS.md's list, plus the vertical-line and rotation blocks the SDK's builder emits).
 */
export const PRINT_ELEMENTS: Schema = {
  text: TEXT,
  feed: {
    unit: BYTE,
    line: BYTE,
    linespc: BYTE,
    pos: oneOf("peeling", "cutting", "current_tof", "next_tof"),
  },
  image: {
    width: whole(1, 65535),
    height: whole(1, 65535),
    color: COLOR,
    mode: oneOf("mono", "gray16"),
    align: ALIGN,
  },
  logo: { key1: BYTE, key2: BYTE, align: ALIGN },
  barcode: {
    type: BARCODE_TYPES,
    hri: oneOf("none", "above", "below", "both"),
    font: FONT,
    width: whole(2, 6),
    height: whole(1, 255),
    align: ALIGN,
    rotate: BOOLEAN,
  },
  symbol: {
    type: SYMBOL_TYPES,
    level: SYMBOL_LEVELS,
    width: BYTE,
    height: BYTE,
    size: DOTS,
    align: ALIGN,
    rotate: BOOLEAN,
  },
  cut: {
    type: oneOf(
      "no_feed",
      "feed",
      "reserve",
      "full_cut_no_feed",
      "full_cut_feed",
      "full_cut_reserve",
    ),
  },
  pulse: {
    drawer: oneOf("drawer_1", "drawer_2"),
    time: oneOf("pulse_100", "pulse_200", "pulse_300", "pulse_400", "pulse_500"),
  },
  sound: {
    pattern: either(
      oneOf("none", "pattern_a", "pattern_b", "pattern_c", "pattern_d", "pattern_e"),
      oneOf("error", "paper_end"),
      (value) => /^pattern_([1-9]|10)$/.test(value),
    ),
    repeat: BYTE,
    cycle: whole(1000, 25500),
  },
  layout: {
    type: oneOf("receipt", "receipt_bm", "label", "label_bm"),
    width: DOTS,
    height: DOTS,
    "margin-top": either(DOTS, (value) => /^-\d{1,2}$/.test(value) && Number(value) >= -15),
    "margin-bottom": either(DOTS, (value) => /^-\d{1,2}$/.test(value) && Number(value) >= -15),
    "offset-cut": either(DOTS, (value) => /^-\d{1,2}$/.test(value) && Number(value) >= -29),
    "offset-label": either(DOTS, (value) => /^-\d{1,2}$/.test(value) && Number(value) >= -15),
  },
  page: {},
  hline: { x1: DOTS, x2: DOTS, style: LINE_STYLE },
  "vline-begin": { x: DOTS, style: LINE_STYLE },
  "vline-end": { x: DOTS, style: LINE_STYLE },
  "rotate-begin": {},
  "rotate-end": {},
  command: {},
  recovery: {},
  reset: {},
};

/** Page mode holds the printing elements plus its own placement elements. */
export const PAGE_ELEMENTS: Schema = {
  ...PRINT_ELEMENTS,
  area: { x: DOTS, y: DOTS, width: DOTS, height: DOTS },
  direction: { dir: oneOf("left_to_right", "bottom_to_top", "right_to_left", "top_to_bottom") },
  position: { x: DOTS, y: DOTS },
  line: { x1: DOTS, y1: DOTS, x2: DOTS, y2: DOTS, style: LINE_STYLE },
  rectangle: { x1: DOTS, y1: DOTS, x2: DOTS, y2: DOTS, style: LINE_STYLE },
};

/** Attributes of `<epos-print>` itself: `force` prints even while the printer reports an error. */
export const PRINT_ROOT: Readonly<Record<string, Check>> = { force: BOOLEAN };

const COLUMN = whole(1, 44);
const ROW = whole(1, 19);

/** Children of `<epos-display>` (the DM-D customer display: 44 × 19, up to 4 windows), per Epson's. */
export const DISPLAY_ELEMENTS: Schema = {
  reset: {},
  window: {
    number: whole(1, 4),
    x: COLUMN,
    y: ROW,
    width: COLUMN,
    height: ROW,
    scrollmode: oneOf("overwrite", "vertical", "horizontal"),
    destroy: BOOLEAN,
  },
  cursor: {
    x: COLUMN,
    y: ROW,
    moveto: oneOf("top_left", "top_right", "bottom_left", "bottom_right", "current_line_left"),
    type: oneOf("none", "underline"),
  },
  text: {
    x: COLUMN,
    y: ROW,
    lang: TEXT.lang as Check,
    reverse: BOOLEAN,
    ul: BOOLEAN,
    em: BOOLEAN,
    color: COLOR,
  },
  clear: {},
  marquee: {
    format: oneOf("walk", "place"),
    uwait: whole(0, 2000),
    rwait: whole(0, 2000),
    repeat: BYTE,
    lang: TEXT.lang as Check,
  },
  blink: { interval: whole(0, 12750) },
  brightness: { value: oneOf("20", "40", "60", "100") },
  clock: {},
  command: {},
};

/** Children of the SOAP Header's `<parameter>`. */
export const PARAMETER_ELEMENTS = ["devid", "timeout", "printjobid"] as const;

/** A printjobid the device takes: 1–30 letters, digits, `_`, `.`, `-`. */
export const PRINT_JOB_ID = /^[A-Za-z0-9_.-]{1,30}$/;
