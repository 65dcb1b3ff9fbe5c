import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createDb } from "~/db/client.server";

export const db = () => createDb(env.DB);

/** Sends a request through the Worker's fetch handler (React Router rendered from source). */
export function request(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(new URL(path, "http://localhost"), { redirect: "manual", ...init }));
}
