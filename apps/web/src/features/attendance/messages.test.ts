// The attendance catalog's Japanese texts that also live in the domain stay the same as there: the log
// types, the states, the confirmation and 「なし」. Tests run in Japanese, so a look-up answers `ja`.
import {
  ATTENDANCE_LOG_TYPE_LABELS,
  ATTENDANCE_LOG_TYPES,
  ATTENDANCE_STATE_LABELS,
  ATTENDANCE_STATES,
  attendanceConfirmText,
} from "@lounge-office/domain/attendance";
import { NO_COMMENT_LABEL } from "@lounge-office/domain/floor";
import { describe, expect, it } from "vitest";
import { locale } from "../../lib/i18n";
import { confirmText, logTypeName, stateName, t } from "./messages";

describe("attendance messages", () => {
  it("look up the Japanese texts", () => {
    expect(locale).toBe("ja");
  });

  it("name every log type as the domain's ATTENDANCE_LOG_TYPE_LABELS", () => {
    for (const type of ATTENDANCE_LOG_TYPES) {
      expect(logTypeName(type)).toBe(ATTENDANCE_LOG_TYPE_LABELS[type]);
    }
  });

  it("name every state as the domain's ATTENDANCE_STATE_LABELS", () => {
    for (const state of ATTENDANCE_STATES) {
      expect(stateName(state)).toBe(ATTENDANCE_STATE_LABELS[state]);
    }
  });

  it("ask the domain's confirmation", () => {
    for (const type of ATTENDANCE_LOG_TYPES) {
      expect(confirmText("石田 美咲", type)).toBe(attendanceConfirmText("石田 美咲", type));
    }
  });

  it("say a missing comment as the domain does", () => {
    expect(t("noComment")).toBe(NO_COMMENT_LABEL);
  });
});
