// DNS rebinding of the webhook's name (docs/decisions/717-webhook-targets-resolved-over-doh.md,
// « DNS rebinding »): the name is judged over DoH, then the platform resolves it again. What
// makes a name that changes its answer in between harmless is that the call goes to that NAME
// over HTTPS on port 443 (the TLS certificate must be valid for it), never to an address,
// follows no redirect and reads nothing the remote wrote; Cloudflare's network does not route
// a Worker's fetch to private networks.
import { expect, test } from "vitest";
import { buildSettings } from "~/lib/settings/definitions";
import { postToWebhook } from "~/lib/webhook/delivery.server";
import { resolvedWebhookTarget } from "~/lib/webhook/target.server";
import { dohFetcher } from "../doh-stub";

const settings = (url: string) => buildSettings([{ section: "integrations", key: "webhook_url", value: url }]);

test("a webhook name judged public is called by its name over HTTPS on 443, never by an address, and a redirect to an internal address is not followed", async () => {
  let reads = 0;
  const answered: Array<{ url: string; init?: RequestInit }> = [];
  const { fetcher, calls } = dohFetcher({ "hooks.rebind.example": { A: ["93.184.216.34"] } }, async (url, init) => {
    answered.push({ url, init });
    // The remote answers a redirect to the metadata address, with a body the Worker must not read.
    const body = new ReadableStream(
      {
        pull(controller) {
          reads += 1;
          controller.enqueue(new TextEncoder().encode("secret interne"));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } });
  });
  const target = await resolvedWebhookTarget(settings("https://hooks.rebind.example/lead"), fetcher);
  expect(target.kind).toBe("ok");
  if (target.kind !== "ok") return;
  const outcome = await postToWebhook(fetcher, target.url, {
    reference: "CT-2026-000001",
    fullName: "Claire Moreau",
    email: "claire@example.fr",
    phone: "0123456789",
    profession: "architecte",
    subject: "etude_geotechnique_g2",
    message: "Bonjour",
    withoutAttachments: true,
    fileNames: [],
    createdAt: new Date(0).toISOString(),
  });
  expect(calls.questions).toEqual(["A hooks.rebind.example", "AAAA hooks.rebind.example"]);
  // One call, to the name (TLS binds it to the name the check judged), https, default port.
  expect(answered).toHaveLength(1);
  const called = new URL(answered[0].url);
  expect(called.protocol).toBe("https:");
  expect(called.hostname).toBe("hooks.rebind.example");
  expect(called.port).toBe("");
  expect(answered[0].init?.redirect).toBe("manual");
  // The redirect is an answer, not a new target; nothing the remote wrote was read.
  expect(outcome).toEqual({ outcome: "http", status: 302 });
  expect(reads).toBe(0);
});

test("a webhook stored as an address, over http or on another port is never called, even when its name would resolve", async () => {
  for (const url of ["https://93.184.216.34/lead", "http://hooks.rebind.example/lead", "https://hooks.rebind.example:8443/lead"]) {
    const { fetcher, calls } = dohFetcher({ "hooks.rebind.example": { A: ["93.184.216.34"] } });
    const target = await resolvedWebhookTarget(settings(url), fetcher);
    expect(target.kind, url).toBe("refused");
    expect(calls.others, url).toEqual([]);
  }
});
