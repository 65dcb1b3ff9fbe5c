// A local stand-in for Géorisques and the IGN geocoder, for the Chromium journeys: the
// built Worker is started with GEORISQUES_BASE_URL / GEOCODER_BASE_URL pointing here
// (docs/decisions/800-terrain-upstreams.md). It answers the recorded fixtures.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const fixtures = path.resolve(import.meta.dirname, "../fixtures");
const read = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

const ROUTES: Record<string, string> = {
  "/geocodage/search": "geocoder/search.json",
  "/api/v1/rga": "georisques/rga-2.json",
  "/api/v1/zonage_sismique": "georisques/zonage-sismique.json",
  "/api/v1/radon": "georisques/radon.json",
  "/api/v1/cavites": "georisques/cavites.json",
  "/api/v1/mvt": "georisques/mvt.json",
  "/api/v1/gaspar/catnat": "georisques/catnat.json",
};

/** Starts the stub on a free loopback port; its two base URLs. */
export async function startTerrainStub() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const file = ROUTES[url.pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    // The Paris address sits outside the mapped zones: the journeys read both answers.
    const body = url.pathname === "/api/v1/rga" && url.searchParams.get("latlon")?.startsWith("2.38") ? "{}" : read(file);
    res.writeHead(200, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    georisques: `http://127.0.0.1:${port}/api/v1`,
    geocoder: `http://127.0.0.1:${port}/geocodage`,
    close: () => server.close(),
  };
}
