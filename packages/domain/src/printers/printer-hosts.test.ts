// A printer's address: private IPv4 and `.local` names only; the tablet itself (loopback) passes the
// field for the server to judge; link-local, public addresses and other names are refused.
import { describe, expect, it } from "vitest";
import { isLanHost, isLoopbackHost, LAN_HOST_MESSAGE, ZPrinterInput } from "./schemas";

const ip = ZPrinterInput.shape.ip;
const messageOf = (host: string) => {
  const parsed = ip.safeParse(host);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("isLanHost", () => {
  it("takes the private IPv4 blocks, edges included", () => {
    for (const host of [
      "10.0.0.1",
      "10.255.255.254",
      "172.16.0.1",
      "172.31.255.254",
      "192.168.0.50",
      "192.168.255.255",
    ]) {
      expect(isLanHost(host), host).toBe(true);
    }
  });

  it("refuses public, link-local, loopback, unspecified and neighbouring blocks", () => {
    for (const host of [
      "169.254.169.254",
      "169.254.0.1",
      "127.0.0.1",
      "0.0.0.0",
      "8.8.8.8",
      "203.0.113.9",
      "172.15.0.1",
      "172.32.0.1",
      "192.169.0.1",
      "100.64.0.1",
      "11.0.0.1",
    ]) {
      expect(isLanHost(host), host).toBe(false);
    }
  });

  it("refuses an address a URL would read otherwise (leading zeros are octal, hex, short forms)", () => {
    for (const host of ["010.0.0.1", "0x0a.0.0.1", "192.168.1", "3232235520"]) {
      expect(isLanHost(host), host).toBe(false);
    }
  });

  it("takes a multicast DNS name under .local and no other name", () => {
    expect(isLanHost("tm-m30.local")).toBe(true);
    expect(isLanHost("TM-M30.Local")).toBe(true);
    expect(isLanHost("printer.shibuya.local")).toBe(true);
    for (const host of [
      "local",
      "printer",
      "example.com",
      "printer.local.example.com",
      "localhost",
    ]) {
      expect(isLanHost(host), host).toBe(false);
    }
  });
});

describe("isLoopbackHost", () => {
  it("is 127/8, localhost and the names under it", () => {
    for (const host of [
      "127.0.0.1",
      "127.12.34.2",
      "localhost",
      "LocalHost",
      "printer.localhost",
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["128.0.0.1", "192.168.0.50", "localhost.example.com", "tm-m30.local"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe("the address field", () => {
  it("passes LAN addresses and the tablet itself (the server judges loopback)", () => {
    for (const host of ["192.168.0.50", " 10.1.2.3 ", "tm-m30.local", "127.0.0.1", "localhost"]) {
      expect(messageOf(host), host).toBeNull();
    }
  });

  it("refuses the rest with the LAN message, and what is not an address with its own", () => {
    for (const host of ["169.254.169.254", "0.0.0.0", "8.8.8.8", "example.com", "printer"]) {
      expect(messageOf(host), host).toBe(LAN_HOST_MESSAGE);
    }
    for (const host of ["::1", "fe80::1", "fd00::1", "192.168.0.50;x", "http://192.168.0.50"]) {
      expect(messageOf(host), host).toMatch(/IPアドレス/);
    }
  });
});
