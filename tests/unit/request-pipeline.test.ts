// The Worker's request pipeline (app/lib/http/pipeline.server.ts): its steps, their order,
// and that a step which answers stops the ones after it.
import { createExecutionContext, env } from "cloudflare:test";
import { expect, test } from "vitest";
import { DEFAULT_BODY_LIMIT_MESSAGE } from "~/lib/http/body-limit.server";
import { type Next, REQUEST_PIPELINE, type RequestState, runPipeline, type Step } from "~/lib/http/pipeline.server";

const MB = 1024 * 1024;

function state(path: string, init?: RequestInit, extraEnv: Record<string, string> = {}): RequestState {
  const request = new Request(new URL(path, "http://localhost"), { redirect: "manual", ...init });
  return { request, env: { ...env, ...extraEnv } as Env, ctx: createExecutionContext(), nonce: "0123456789abcdef0123456789abcdef" };
}

/** The end of the pipeline (React Router in the Worker): records what reached it. */
function recorder(answer: (state: RequestState) => Response | Promise<Response> = () => new Response("rendu")) {
  const reached: Array<RequestState> = [];
  const last: Next = async (current) => {
    reached.push(current);
    return answer(current);
  };
  return { reached, last };
}

const oversized = { "content-length": String(2 * MB), "content-type": "application/x-www-form-urlencoded" };

test("the steps, in this order: cross-site, undecodable admin path, body limit, bench, database, edge cache", () => {
  expect(REQUEST_PIPELINE.map((step) => step.name)).toEqual(["cross-site", "undecodable-admin-path", "body-limit", "bench", "database", "edge-cache"]);
});

test("the runner calls the steps in order, each with the state the previous one handed on, then the last handler", async () => {
  const calls: Array<string> = [];
  const step = (name: string): Step => ({
    name,
    run: (current, next) => {
      calls.push(name);
      return next({ ...current, nonce: `${current.nonce}-${name}` });
    },
  });
  const { reached, last } = recorder();
  const response = await runPipeline([step("a"), step("b"), step("c")], state("/"), last);
  expect(await response.text()).toBe("rendu");
  expect(calls).toEqual(["a", "b", "c"]);
  expect(reached.map((s) => s.nonce)).toEqual(["0123456789abcdef0123456789abcdef-a-b-c"]);
});

test("a step that answers stops the steps after it and the last handler", async () => {
  const calls: Array<string> = [];
  const passing = (name: string): Step => ({
    name,
    run: (current, next) => {
      calls.push(name);
      return next(current);
    },
  });
  const refusing: Step = {
    name: "b",
    run: () => {
      calls.push("b");
      return new Response("refusé", { status: 403 });
    },
  };
  const steps: Array<Step> = [passing("a"), refusing, passing("c")];
  const { reached, last } = recorder();
  const response = await runPipeline(steps, state("/"), last);
  expect(response.status).toBe(403);
  expect(calls).toEqual(["a", "b"]);
  expect(reached).toHaveLength(0);
});

test("a cross-site POST is refused first: even an undecodable admin path with a body over the limit gets 403", async () => {
  const { reached, last } = recorder();
  const response = await runPipeline(
    REQUEST_PIPELINE,
    state("/admin/blog/posts/%E0", { method: "POST", body: "a".repeat(2 * MB), headers: { ...oversized, origin: "https://ailleurs.example" } }),
    last,
  );
  expect(response.status).toBe(403);
  expect(await response.text()).toBe("Requête refusée : origine non autorisée.");
  expect(reached).toHaveLength(0);
});

test("an undecodable admin path leads to the dashboard before its body is measured", async () => {
  const { reached, last } = recorder();
  const response = await runPipeline(REQUEST_PIPELINE, state("/admin/blog/posts/%E0", { method: "POST", body: "a".repeat(2 * MB), headers: oversized }), last);
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/admin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(reached).toHaveLength(0);
});

test("a body over the path's limit gets 413 before the database and React Router", async () => {
  const { reached, last } = recorder();
  // Without DB the database step would throw: the 413 comes before it.
  const broken = state("/newsletter", { method: "POST", body: "a".repeat(2 * MB), headers: oversized });
  const response = await runPipeline(REQUEST_PIPELINE, { ...broken, env: { ...broken.env, DB: undefined } as unknown as Env }, last);
  expect(response.status).toBe(413);
  expect(await response.text()).toBe(DEFAULT_BODY_LIMIT_MESSAGE);
  expect(reached).toHaveLength(0);
});

test("what gets past every step reaches React Router with the validated bindings and the request's D1", async () => {
  const { reached, last } = recorder();
  const response = await runPipeline(REQUEST_PIPELINE, state("/admin/login"), last);
  expect(await response.text()).toBe("rendu");
  expect(reached).toHaveLength(1);
  expect(reached[0].appEnv?.SITE_ORIGIN).toBe("https://www.lutetia-geotechnique.test");
  expect(reached[0].db).toBeDefined();
  expect(response.headers.get("x-d1-calls")).toBeNull();
});

test("under `npm run bench` the D1 round trips of the request are counted, the edge cache's included", async () => {
  const { last } = recorder(async (current) => {
    await current.db?.prepare("select 1").first();
    return new Response("rendu");
  });
  const response = await runPipeline(REQUEST_PIPELINE, state("/admin/login", undefined, { BENCH: "1" }), last);
  expect(response.headers.get("x-d1-calls")).toBe("1");
});

test("under `npm run bench` /__bench/d1 gives the statements and writes the isolate ran and the stored page views; elsewhere it is an ordinary path", async () => {
  const tally = async () => (await (await runPipeline(REQUEST_PIPELINE, state("/__bench/d1", undefined, { BENCH: "1" }), recorder().last)).json()) as Record<string, number>;
  const before = await tally();
  const { last } = recorder(async (current) => {
    await current.db?.batch([current.db.prepare("select 1"), current.db.prepare("delete from page_views where path = ?").bind("/jamais")]);
    await current.db?.prepare("update app_state set value = value where key = 'aucune'").run();
    return new Response("rendu");
  });
  await runPipeline(REQUEST_PIPELINE, state("/admin/login", undefined, { BENCH: "1" }), last);
  expect(await tally()).toEqual({ statements: before.statements + 3, writes: before.writes + 2, pageViews: before.pageViews });
  const outside = recorder();
  const ordinary = await runPipeline(REQUEST_PIPELINE, state("/__bench/d1"), outside.last);
  expect(await ordinary.text()).toBe("rendu");
  expect(outside.reached).toHaveLength(1);
});

test("an anonymous public page goes through the edge cache (bench can skip the lookup); an admin page does not", async () => {
  const html = () => new Response("<!DOCTYPE html><title>Mentions</title>", { headers: { "content-type": "text/html; charset=utf-8" } });
  const { reached, last } = recorder(html);
  const first = await runPipeline(REQUEST_PIPELINE, state("/mentions-legales"), last);
  expect(first.headers.get("x-edge-cache")).toBe("MISS");
  await first.text();
  await new Promise((resolve) => setTimeout(resolve, 50)); // the copy is written after the response
  const second = await runPipeline(REQUEST_PIPELINE, state("/mentions-legales"), last);
  expect(second.headers.get("x-edge-cache")).toBe("HIT");
  expect(reached).toHaveLength(1);
  const benchMiss = await runPipeline(REQUEST_PIPELINE, state("/mentions-legales", { headers: { "x-bench-cache": "miss" } }, { BENCH: "1" }), last);
  expect(benchMiss.headers.get("x-edge-cache")).toBe("MISS");
  expect(reached).toHaveLength(2);
  const admin = await runPipeline(REQUEST_PIPELINE, state("/admin/login"), last);
  expect(admin.headers.get("x-edge-cache")).toBeNull();
  expect(reached).toHaveLength(3);
});

/** A D1 binding with read replication's Sessions API: records the constraint each session opens with. */
function replicatedD1(bookmark: string) {
  const constraints: Array<string> = [];
  const binding = {
    ...env.DB,
    prepare: env.DB.prepare.bind(env.DB),
    batch: env.DB.batch.bind(env.DB),
    withSession(constraint: string) {
      constraints.push(constraint);
      return { prepare: env.DB.prepare.bind(env.DB), batch: env.DB.batch.bind(env.DB), getBookmark: () => bookmark };
    },
  } as unknown as D1Database;
  return { binding, constraints };
}

async function throughDatabaseStep(url: string, cookie: string | null, bookmark = "00000001-0000000a-00004f9c-ab12") {
  const { binding, constraints } = replicatedD1(bookmark);
  const request = new Request(url, cookie ? { headers: { cookie } } : undefined);
  const current: RequestState = { request, env: { ...env, DB: binding } as Env, ctx: createExecutionContext(), nonce: "0123456789abcdef0123456789abcdef" };
  const { last } = recorder(async (reached) => {
    await reached.db?.prepare("select 1").first();
    return new Response("rendu");
  });
  const response = await runPipeline(REQUEST_PIPELINE, current, last);
  return { constraints, setCookie: response.headers.get("set-cookie") };
}

test("a staff member reads from the replica that has their last write: the pipeline gives the database layer the session cookie, the bookmark and the origin", async () => {
  const staff = await throughDatabaseStep("https://www.lutetia-geotechnique.test/admin", "__Host-lutetia_session=abc; lutetia_d1_bookmark=00000001-00000009-00004f9c-ffff");
  expect(staff.constraints).toEqual(["00000001-00000009-00004f9c-ffff"]);
  expect(staff.setCookie).toBe("lutetia_d1_bookmark=00000001-0000000a-00004f9c-ab12; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax; Secure");

  // A bookmark that does not look like one is ignored; on localhost the cookie is not Secure.
  const local = await throughDatabaseStep("http://localhost/admin", "lutetia_session=abc; lutetia_d1_bookmark=<script>");
  expect(local.constraints).toEqual(["first-primary"]);
  expect(local.setCookie).toBe("lutetia_d1_bookmark=00000001-0000000a-00004f9c-ab12; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax");

  // A visitor reads from any replica and gets no bookmark.
  const visitor = await throughDatabaseStep("https://www.lutetia-geotechnique.test/admin/login", "lutetia_d1_bookmark=00000001-00000009-00004f9c-ffff");
  expect(visitor.constraints).toEqual(["first-unconstrained"]);
  expect(visitor.setCookie).toBeNull();
});
