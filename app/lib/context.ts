import { createContext, type RouterContextProvider } from "react-router";
import type { AppEnv } from "./env.server";

export type CloudflareContext = {
  env: AppEnv;
  ctx: ExecutionContext;
  /** Per-request CSP nonce, also given to React Router's scripts. */
  nonce: string;
};

export const cloudflareContext = createContext<CloudflareContext>();

export function getCloudflare(context: Readonly<RouterContextProvider>): CloudflareContext {
  return context.get(cloudflareContext);
}
