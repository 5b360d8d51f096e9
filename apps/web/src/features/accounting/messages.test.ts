// The accounting catalog's Japanese texts that also live in the domain stay the same as there (the
// page's language is Japanese under test, so a look-up gives the Japanese text).
import { NO_COMMENT_LABEL } from "@lounge-office/domain/floor";
import { describe, expect, it } from "vitest";
import { t } from "./messages";

describe("accounting messages", () => {
  it("says a missing comment as the domain does", () => {
    expect(t("noComment")).toBe(NO_COMMENT_LABEL);
  });
});
