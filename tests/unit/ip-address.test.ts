import { expect, test } from "vitest";
import { isPublicAddress, parseIpv6 } from "~/lib/http/ip-address";

test("public unicast IPv4 and IPv6 answers are accepted", () => {
  for (const address of ["8.8.8.8", "1.1.1.1", "52.28.43.110", "100.63.255.255", "100.128.0.1", "172.15.255.255", "172.32.0.1", "192.167.1.1", "198.20.0.1", "223.255.255.254"]) {
    expect(isPublicAddress(address), address).toBe(true);
  }
  for (const address of ["2606:4700:4700::1111", "2a00:1450:4007:80e::200e", "2001:4860:4860::8888", "2001:200::1", "::ffff:8.8.8.8", "64:ff9b::808:808"]) {
    expect(isPublicAddress(address), address).toBe(true);
  }
});

test("private, loopback, link-local, CGNAT, unspecified, documentation, multicast and reserved IPv4 answers are refused", () => {
  for (const address of [
    "0.0.0.0",
    "0.1.2.3",
    "10.0.0.1",
    "10.255.255.255",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.8.9.10",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.8",
    "192.0.2.10",
    "192.88.99.1",
    "192.168.1.1",
    "198.18.0.1",
    "198.19.255.255",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
  ]) {
    expect(isPublicAddress(address), address).toBe(false);
  }
});

test("IPv6 answers outside global unicast, and IPv4 private addresses in mapped or NAT64 form, are refused", () => {
  for (const address of [
    "::",
    "::1",
    "0:0:0:0:0:0:0:1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "0:0:0:0:0:ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "::ffff:100.64.0.1",
    "::ffff:0.0.0.0",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b::10.1.2.3",
    "64:ff9b:1::1",
    "fe80::1",
    "FE80::abcd",
    "fd00::1",
    "fc00::1",
    "ff02::1",
    "2001:db8::1",
    "2001::1",
    "2001:2::1",
    "2002:7f00:1::1",
    "3fff::1",
    "100::1",
  ]) {
    expect(isPublicAddress(address), address).toBe(false);
  }
});

test("what is not an address is refused, never guessed", () => {
  for (const text of ["", "localhost", "127.1", "0x7f.0.0.1", "0177.0.0.1", "256.1.1.1", "1.2.3", "fe80::1%eth0", "1::2::3", "12345::1", "1:2:3:4:5:6:7:8:9", "::ffff:999.0.0.1"]) {
    expect(isPublicAddress(text), text).toBe(false);
  }
  expect(parseIpv6("::ffff:127.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
  expect(parseIpv6("1:2:3:4:5:6:1.2.3.4")).toEqual([1, 2, 3, 4, 5, 6, 0x102, 0x304]);
  expect(parseIpv6("2606:4700::1111")).toEqual([0x2606, 0x4700, 0, 0, 0, 0, 0, 0x1111]);
});
