// The sign-in helper's cookies and the ac/pw address cleaning.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ACCOUNT_COOKIE,
  LOUNGE_COOKIE,
  readLastAccounts,
  readLastLoungeText,
  rememberAccount,
  rememberLounge,
  takeCredentialParams,
} from "./sign-in-prefs";

afterEach(() => {
  for (const name of [LOUNGE_COOKIE, ACCOUNT_COOKIE])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  vi.restoreAllMocks();
});

describe("remembered choices", () => {
  it("round-trips the lounge text and a per-lounge account map", () => {
    rememberLounge("渋谷");
    rememberAccount("渋谷", "shibuya-staff1");
    rememberAccount("新宿", "shinjuku-manager");
    expect(readLastLoungeText()).toBe("渋谷");
    expect(readLastAccounts()).toEqual({ 渋谷: "shibuya-staff1", 新宿: "shinjuku-manager" });
  });

  it("ignores unreadable saved account data, reporting it on the console only", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readLastAccounts(`${ACCOUNT_COOKIE}=${encodeURIComponent("{not json")}`)).toEqual({});
    expect(readLastAccounts(`${ACCOUNT_COOKIE}=${encodeURIComponent("[1,2]")}`)).toEqual({});
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe("takeCredentialParams", () => {
  it("returns ac and pw and removes them from the address, keeping other parameters", () => {
    window.history.replaceState(null, "", "/sign_in?ac=shibuya-staff1&pw=secret&next=%2Fstaffs");
    expect(takeCredentialParams()).toEqual({ account: "shibuya-staff1", password: "secret" });
    expect(window.location.search).toBe("?next=%2Fstaffs");
  });

  it("leaves an address without them alone", () => {
    window.history.replaceState(null, "", "/sign_in");
    expect(takeCredentialParams()).toEqual({ account: null, password: null });
    expect(window.location.pathname).toBe("/sign_in");
  });
});
