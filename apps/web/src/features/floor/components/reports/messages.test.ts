// The floor reports' Japanese texts that also live in the domain stay the same as there (the page's
// language is Japanese under test, so a look-up gives the Japanese text).
import {
  GROUP_CHANGE_ACTIONS,
  GROUP_CHANGE_LABEL,
  NO_COMMENT_LABEL,
} from "@lounge-office/domain/floor";
import { describe, expect, it } from "vitest";
import { groupChangeName, invalidKindName, t } from "./messages";

describe("floor report messages", () => {
  it("says a missing comment as the domain does", () => {
    expect(t("noComment")).toBe(NO_COMMENT_LABEL);
  });

  it.each(GROUP_CHANGE_ACTIONS)("names the correction %s as the domain does", (action) => {
    expect(groupChangeName(action)).toBe(GROUP_CHANGE_LABEL[action]);
  });

  it("shows an inconsistency of a kind it does not know as the server sends it", () => {
    expect(invalidKindName("overlap")).toBe("記録の重複");
    expect(invalidKindName("something_new")).toBe("something_new");
  });
});
