// The public delivery at /media/{key}: Range answered as RFC 9110 asks, and documents
// (PDF) sandboxed like the private attachments. Uploads and usages: admin-media.test.ts.
import { expect, test } from "vitest";
import { imageBytes } from "../factories/images";
import { pdfBytes } from "../factories/media";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { request } from "../helpers";

async function uploaded(name: string, bytes: Uint8Array<ArrayBuffer>) {
  const cookie = await sessionCookieHeader(await createStaff("author"));
  const body = new FormData();
  body.append("file", new File([bytes], name, { type: "application/octet-stream" }));
  const res = await request("/admin/media/upload", { method: "POST", headers: { cookie, accept: "application/json" }, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { media: { url: string } }).media.url;
}

test.each([
  ["an unknown unit", "items=0-1"],
  ["two byte ranges", "bytes=0-1,4-5"],
  ["a byte range and a suffix", "bytes=0-7, -6"],
])("a Range header with %s is ignored: 200 with the whole file", async (_, range) => {
  const bytes = pdfBytes();
  const url = await uploaded("releves.pdf", bytes);
  for (const method of ["GET", "HEAD"]) {
    const res = await request(url, { method, headers: { range } });
    expect(res.status, method).toBe(200);
    expect(res.headers.get("content-range")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    if (method === "GET") expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    else expect(await res.text()).toBe("");
  }
});

test("one byte range is still answered with 206, an impossible one with 416", async () => {
  const bytes = pdfBytes();
  const url = await uploaded("sondages.pdf", bytes);
  const part = await request(url, { headers: { range: "bytes=1-3" } });
  expect(part.status).toBe(206);
  expect(part.headers.get("content-range")).toBe(`bytes 1-3/${bytes.length}`);
  expect(await part.text()).toBe("PDF");
  const beyond = await request(url, { headers: { range: `bytes=${bytes.length}-` } });
  expect(beyond.status).toBe(416);
  expect(beyond.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
  await beyond.arrayBuffer();
  const reversed = await request(url, { headers: { range: "bytes=5-2" } });
  expect(reversed.status).toBe(416);
  await reversed.arrayBuffer();
});

test("a public PDF is sandboxed (no script, no access to the site) and still opens inline; an image is not", async () => {
  const pdf = await uploaded("Rapport G2 AVP.pdf", pdfBytes());
  const whole = await request(pdf);
  expect(whole.headers.get("content-type")).toBe("application/pdf");
  expect(whole.headers.get("content-security-policy")).toBe("sandbox");
  expect(whole.headers.get("content-disposition")).toMatch(/^inline; /);
  await whole.arrayBuffer();
  const part = await request(pdf, { headers: { range: "bytes=0-3" } });
  expect(part.status).toBe(206);
  expect(part.headers.get("content-security-policy")).toBe("sandbox");
  await part.arrayBuffer();

  const image = await uploaded("carte.png", await imageBytes(32, 24));
  const drawn = await request(image);
  expect(drawn.headers.get("content-type")).toBe("image/png");
  expect(drawn.headers.get("content-security-policy")).toBeNull();
  await drawn.arrayBuffer();
});
