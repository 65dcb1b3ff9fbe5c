// React Router's request handler over the server build, for the last step of the request
// pipeline (pipeline.server.ts).
import { createRequestHandler, type RouterContextProvider } from "react-router";

const serverBuild = () => import("virtual:react-router/server-build");
// Given a function, React Router rebuilds its route table on every request (dev reloads
// the build); in production the build never changes, so the handler is made once.
const isProduction = import.meta.env.MODE === "production";
const devHandler = isProduction ? undefined : createRequestHandler(serverBuild, import.meta.env.MODE);
let productionHandler: ReturnType<typeof createRequestHandler> | undefined;
let productionVersion: string | undefined;

/** Renders the request with React Router (pages, actions, resource routes). */
export async function handleWithReactRouter(request: Request, context: RouterContextProvider) {
  if (devHandler) return devHandler(request, context);
  productionHandler ??= createRequestHandler(await serverBuild(), import.meta.env.MODE);
  return productionHandler(request, context);
}

/** The build's version (the edge-cache keys carry it). */
export async function buildVersion() {
  if (!isProduction) return (await serverBuild()).assets.version;
  productionVersion ??= (await serverBuild()).assets.version;
  return productionVersion;
}
