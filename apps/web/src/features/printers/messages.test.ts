// The printers catalog's Japanese names the same as the domain's: the device kinds and the printer
// models, keyed by value here. Tests run in Japanese, so a look-up answers the catalog's `ja` text.
import { PRINTER_KIND_LABELS, PRINTER_KINDS, PRINTER_MODELS } from "@lounge-office/domain/printers";
import { describe, expect, it } from "vitest";
import { locale } from "../../lib/i18n";
import { kindName, modelName, t } from "./messages";

describe("printers messages", () => {
  it("look up the Japanese texts", () => {
    expect(locale).toBe("ja");
  });

  it("name every kind as the domain's PRINTER_KIND_LABELS", () => {
    for (const kind of PRINTER_KINDS) expect(kindName(kind)).toBe(PRINTER_KIND_LABELS[kind]);
  });

  it("name every model as the domain's PRINTER_MODELS", () => {
    for (const model of PRINTER_MODELS) expect(modelName(model.key)).toBe(model.label);
  });

  it("split a sentence around its link", () => {
    expect(t.around("cert.open", "link")).toEqual(["", " を開きます（新しいタブが開きます）。"]);
    expect(t.around("cert.open", "link").join("x")).toBe(t("cert.open", { link: "x" }));
  });
});
