import { expect, test } from "vitest";
import { parsePublicHttpsUrl } from "~/lib/http/outbound-url";

test("https URLs on a public DNS name are accepted, as parsed", () => {
  for (const input of [
    "https://hook.eu1.make.com/8d41c0a7e2",
    "https://hooks.zapier.com/hooks/catch/123/abc/",
    " https://Hook.Example.fr/x?y=1 ",
    "https://n8n.lutetia-geotechnique.fr:443/webhook/abc",
    "https://xn--gotechnique-bbb.fr/",
    "https://hook.example.com./x",
  ]) {
    const result = parsePublicHttpsUrl(input);
    expect(result.ok, input).toBe(true);
  }
  const parsed = parsePublicHttpsUrl("https://Hook.Example.fr/x");
  expect(parsed.ok && parsed.url.href).toBe("https://hook.example.fr/x");
});

test("every IP literal is refused, whatever its notation", () => {
  for (const input of [
    "https://127.0.0.1:8811/x",
    "https://169.254.169.254/latest/meta-data/",
    "https://10.0.0.1/",
    "https://192.168.1.1/",
    "https://8.8.8.8/",
    "https://2130706433/",
    "https://0x7f.1/",
    "https://0x7f000001/",
    "https://0177.0.0.1/",
    "https://127.1/",
    "https://127.0.0.1./",
    "https://0/",
    "https://[::1]/",
    "https://[::]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:7f00:1]/",
    "https://[0:0:0:0:0:ffff:a9fe:a9fe]/",
    "https://[fe80::1]/",
    "https://[fd00::1]/",
    "https://[2606:4700::1111]/",
    "https://%31%32%37.0.0.1/",
  ]) {
    expect(parsePublicHttpsUrl(input), input).toEqual({ ok: false, reason: "ip-literal" });
  }
});

test("internal and single-label names are refused, with or without a final dot", () => {
  for (const input of [
    "https://localhost/",
    "https://localhost./",
    "https://LOCALHOST:8811/x",
    "https://api.localhost/",
    "https://nas.local/",
    "https://nas.local./",
    "https://metadata.google.internal/",
    "https://box.lan/",
    "https://router.home.arpa/",
    "https://1.0.0.127.in-addr.arpa/",
    "https://intranet/",
    "https://hooks/",
    "https://hook..example.com/",
  ]) {
    expect(parsePublicHttpsUrl(input), input).toEqual({ ok: false, reason: "internal-host" });
  }
});

test("http, other schemes, credentials and non-URLs are refused", () => {
  expect(parsePublicHttpsUrl("http://hook.example.fr/x")).toEqual({ ok: false, reason: "not-https" });
  expect(parsePublicHttpsUrl("http://169.254.169.254/")).toEqual({ ok: false, reason: "not-https" });
  expect(parsePublicHttpsUrl("ftp://hook.example.fr/")).toEqual({ ok: false, reason: "not-https" });
  expect(parsePublicHttpsUrl("file:///etc/passwd")).toEqual({ ok: false, reason: "not-https" });
  expect(parsePublicHttpsUrl("https://user:secret@hook.example.fr/")).toEqual({ ok: false, reason: "credentials" });
  expect(parsePublicHttpsUrl("https://hook.example.fr@127.0.0.1/")).toEqual({ ok: false, reason: "credentials" });
  expect(parsePublicHttpsUrl("hook.example.fr/x")).toEqual({ ok: false, reason: "invalid" });
  expect(parsePublicHttpsUrl("")).toEqual({ ok: false, reason: "invalid" });
  expect(parsePublicHttpsUrl("https://")).toEqual({ ok: false, reason: "invalid" });
});

test("a port other than https's own 443 is refused", () => {
  for (const input of ["https://n8n.lutetia-geotechnique.fr:8443/webhook/abc", "https://hook.example.fr:80/", "https://hook.example.fr:22/", "https://hook.example.fr:0/"]) {
    expect(parsePublicHttpsUrl(input), input).toEqual({ ok: false, reason: "port" });
  }
  const explicit = parsePublicHttpsUrl("https://hook.example.fr:443/x");
  expect(explicit.ok && explicit.url.href).toBe("https://hook.example.fr/x");
});
