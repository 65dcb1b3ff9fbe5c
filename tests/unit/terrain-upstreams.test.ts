import { expect, test, vi } from "vitest";
import { GEOCODER_DEFAULT_URL, GEORISQUES_DEFAULT_URL, terrainUpstreams, upstreamBase } from "~/lib/terrain/upstreams.server";

const PROD = "https://www.lutetia-geotechnique.fr";
const LOCAL = "http://127.0.0.1:8787";

test("without configuration, the public Géorisques and IGN Géoplateforme URLs are called", () => {
  expect(terrainUpstreams({ SITE_ORIGIN: PROD })).toEqual({ georisques: GEORISQUES_DEFAULT_URL, geocoder: GEOCODER_DEFAULT_URL });
});

test("a public https base URL in the vars is used, without its trailing slash", () => {
  expect(upstreamBase("https://georisques.example.org/api/v1/", GEORISQUES_DEFAULT_URL, PROD)).toBe("https://georisques.example.org/api/v1");
});

test("a local stub on http://localhost or 127.0.0.1 is accepted only while the site itself runs locally", () => {
  expect(upstreamBase("http://127.0.0.1:9999/api/v1", GEORISQUES_DEFAULT_URL, LOCAL)).toBe("http://127.0.0.1:9999/api/v1");
  expect(upstreamBase("http://localhost:9999/geocodage", GEOCODER_DEFAULT_URL, "http://localhost:5173")).toBe("http://localhost:9999/geocodage");
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  // In production the same vars fall back to the public services.
  expect(upstreamBase("http://127.0.0.1:9999/api/v1", GEORISQUES_DEFAULT_URL, PROD)).toBe(GEORISQUES_DEFAULT_URL);
  // Never an internal or plain-http host, even locally.
  expect(upstreamBase("http://10.0.0.5/api/v1", GEORISQUES_DEFAULT_URL, LOCAL)).toBe(GEORISQUES_DEFAULT_URL);
  expect(upstreamBase("http://metadata.internal/api", GEORISQUES_DEFAULT_URL, LOCAL)).toBe(GEORISQUES_DEFAULT_URL);
  expect(upstreamBase("http://user:pw@127.0.0.1:9999/api", GEORISQUES_DEFAULT_URL, LOCAL)).toBe(GEORISQUES_DEFAULT_URL);
  expect(upstreamBase("pas une url", GEOCODER_DEFAULT_URL, LOCAL)).toBe(GEOCODER_DEFAULT_URL);
  expect(warn).toHaveBeenCalledTimes(5);
});
