import { env } from "cloudflare:test";
import { parseForm } from "~/lib/forms/parse";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { contactAttachments, contactRequests, emailOutbox } from "~/db/schema";
import { createContactRequest, type NewContactRequest } from "~/lib/contact/contact.server";
import { checkFileContents } from "~/lib/contact/files.server";
import { contactMessages, contactSchema, MAX_FILE_SIZE, MAX_TOTAL_SIZE } from "~/lib/contact/schema";
import { submitContactForm } from "~/lib/contact/submit.server";
import { parseEnv } from "~/lib/env.server";
import { RATE_LIMIT_MESSAGE, TURNSTILE_MESSAGE } from "~/lib/forms/spam.server";
import { db, request } from "../helpers";
import { count, esc, formData, html, pdfFile, pngFile, postForm, setSetting, uniqueIp } from "./forms-helpers";

const valid = {
  fullName: "Marie Dupont",
  email: "marie.dupont@example.fr",
  phone: "01 23 45 67 89",
  profession: "particulier",
  subject: "demande_devis",
  message: "Bonjour, je souhaite un devis pour une étude G2.",
  makeWebhookUrl: "https://hook.eu1.make.com/votre-webhook",
};

function unique(email: string) {
  return `${crypto.randomUUID().slice(0, 8)}-${email}`;
}

async function storedFor(email: string) {
  return db().select().from(contactRequests).where(eq(contactRequests.email, email));
}

describe("contact schema", () => {
  test("gives every validation message of the specification for an empty form", () => {
    const submission = parseForm(formData({ makeWebhookUrl: "pas une url" }), contactSchema);
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    expect(errors.fullName).toEqual([contactMessages.fullName]);
    expect(errors.email).toEqual([contactMessages.email]);
    expect(errors.phone).toEqual([contactMessages.phone]);
    expect(errors.profession).toEqual([contactMessages.profession]);
    expect(errors.subject).toEqual([contactMessages.subject]);
    expect(errors.message).toEqual([contactMessages.message]);
    expect(errors.makeWebhookUrl).toEqual([contactMessages.webhook]);
    expect(contactMessages.webhook).toBe("L'URL du webhook Make n'est pas valide");
  });

  test("rejects too short values and unknown choices with the same messages", () => {
    const submission = parseForm(formData({ ...valid, fullName: "A", email: "marie@", phone: "0123", profession: "astronaute", subject: "x", message: "abc" }), contactSchema);
    const errors = submission.reply().error ?? {};
    expect(errors).toMatchObject({
      fullName: [contactMessages.fullName],
      email: [contactMessages.email],
      phone: [contactMessages.phone],
      profession: [contactMessages.profession],
      subject: [contactMessages.subject],
      message: [contactMessages.message],
    });
  });

  test("gives the file messages: count, size per file, total size, format", () => {
    const tooMany = Array.from({ length: 11 }, (_, i) => pdfFile(`doc-${i}.pdf`));
    const files = (list: Array<File>) => parseForm(formData(valid, list), contactSchema).reply().error?.files ?? [];
    expect(files(tooMany)).toContain("Vous ne pouvez pas télécharger plus de 10 fichiers");
    expect(files([pdfFile("gros.pdf", MAX_FILE_SIZE + 1)])).toContain("Les fichiers ne doivent pas dépasser 10MB chacun");
    expect(files([pdfFile("a.pdf", MAX_TOTAL_SIZE / 2), pdfFile("b.pdf", MAX_TOTAL_SIZE / 2 + 1)])).toContain("La taille totale des fichiers dépasse la limite de 15 Mo.");
    expect(files([new File(["x"], "script.exe")])[0]).toContain("Format non accepté");
    expect(files([pdfFile("../../x.pdf")])[0]).toContain(contactMessages.fileName);
  });

  test("checks the content of each file against its extension", async () => {
    const { errors } = await checkFileContents([pngFile("faux.pdf"), pdfFile("vrai.pdf"), new File([new Uint8Array([1, 2, 3])], "photo.jpg")]);
    expect(errors).toEqual([`${contactMessages.fileContent} : « faux.pdf ».`, `${contactMessages.fileContent} : « photo.jpg ».`]);
  });
});

describe("contact action", () => {
  test("renders the contact page with the form fields, info blocks and map", async () => {
    const res = await html(await request("/contact"));
    expect(res).toContain("Nom complet");
    expect(res).toContain("Type de métier");
    expect(res).toContain("Expert assurance");
    expect(res).toContain("Étude géotechnique G1");
    expect(res).toContain("Candidature");
    expect(res).toContain("Horaires d&#x27;ouverture");
    expect(res).toContain("h-[600px]");
    // The map is a drawn card until the visitor asks: no frame, a link to openstreetmap.org without JavaScript.
    expect(res).not.toContain("<iframe");
    expect(res).not.toContain("openstreetmap.org/export/embed.html");
    expect(res).toMatch(/<a href="https:\/\/www\.openstreetmap\.org\/\?mlat=[^"]+"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Afficher la carte interactive<\/a>/);
  });

  test("answers 400 with the messages next to the fields and keeps the submitted values (no JavaScript)", async () => {
    const email = unique("garde@example.fr");
    const res = await postForm("/contact", formData({ ...valid, email, message: "abc" }));
    const page = await html(res);
    expect(res.status).toBe(400);
    expect(page).toContain(esc(contactMessages.message));
    expect(page).toContain(`value="${email}"`);
    expect(page).toContain('value="Marie Dupont"');
    expect(await storedFor(email)).toHaveLength(0);
  });

  test.each([
    ["an 11th file", () => Array.from({ length: 11 }, (_, i) => pdfFile(`plan-${i}.pdf`)), "Vous ne pouvez pas télécharger plus de 10 fichiers"],
    ["a 10 MB + 1 byte file", () => [pdfFile("gros.pdf", MAX_FILE_SIZE + 1)], "Les fichiers ne doivent pas dépasser 10MB chacun"],
    ["15 MB + 1 byte in total", () => [pdfFile("a.pdf", 7 * 1024 * 1024), pdfFile("b.pdf", 8 * 1024 * 1024 + 1)], "La taille totale des fichiers dépasse la limite de 15 Mo."],
    ["a .pdf that is really a PNG", () => [pngFile("plan.pdf")], contactMessages.fileContent],
    ["a name like ../../x.pdf", () => [pdfFile("../../x.pdf")], contactMessages.fileName],
    ["a forbidden extension", () => [new File(["MZ"], "virus.exe")], "Format non accepté"],
  ])("rejects %s and stores nothing", async (_label, files, message) => {
    const email = unique("fichiers@example.fr");
    const requestsBefore = await count("contact_requests");
    const outboxBefore = await count("email_outbox");
    const res = await postForm("/contact", formData({ ...valid, email }, files()));
    expect(res.status).toBe(400);
    expect(await html(res)).toContain(esc(message));
    expect(await storedFor(email)).toHaveLength(0);
    expect(await count("contact_requests")).toBe(requestsBefore);
    expect(await count("email_outbox")).toBe(outboxBefore);
  });

  test("stores the request, its attachments in R2 and the staff e-mail, and shows the reference", async () => {
    await setSetting("contact", "notification_email", "equipe@example.fr");
    const email = unique("succes@example.fr");
    const res = await postForm("/contact", formData({ ...valid, email }, [pdfFile("plan de masse.pdf"), pngFile("façade.png")]));
    const page = await html(res);
    expect(res.status).toBe(200);

    const [row] = await storedFor(email);
    expect(row.reference).toBe(`CT-${new Date().getFullYear()}-${String(row.id).padStart(6, "0")}`);
    expect(page).toContain("Message envoyé");
    expect(page).toContain(esc(contactMessages.success));
    expect(page).toContain(`Référence: ${row.reference}`);
    expect(row).toMatchObject({ fullName: "Marie Dupont", profession: "particulier", subject: "demande_devis", status: "nouveau" });

    const attachments = await db().select().from(contactAttachments).where(eq(contactAttachments.requestId, row.id));
    expect(attachments.map((a) => a.originalName).sort()).toEqual(["façade.png", "plan de masse.pdf"]);
    for (const a of attachments) {
      expect(a.r2Key).toMatch(new RegExp(`^contact/${row.id}/[0-9a-f]{32}\\.(pdf|png)$`));
      const object = await env.ATTACHMENTS.get(a.r2Key);
      expect(object?.httpMetadata?.contentType).toBe(a.mimeType);
      await object?.arrayBuffer();
    }

    const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, row.id));
    const mail = outbox.find((m) => m.type === "contact-notification");
    expect(mail?.to).toEqual([{ email: "equipe@example.fr" }]);
    expect(mail?.replyTo).toEqual({ email, name: "Marie Dupont" });
    expect(mail?.subject).toContain(row.reference);
    expect(mail?.text).toContain("plan de masse.pdf");
    expect(mail?.text).toContain(`/admin/demandes/contacts/${row.id}`);
    expect(mail?.html).toContain("façade.png");
    expect(mail?.attachments).toEqual([]);
  });

  test("a failing R2 upload mid-way leaves nothing half-stored and says so", async () => {
    const email = unique("r2@example.fr");
    let puts = 0;
    const failing = {
      put: (key: string, value: Uint8Array, options?: R2PutOptions) => {
        puts += 1;
        if (puts === 2) return Promise.reject(new Error("R2 indisponible"));
        return env.ATTACHMENTS.put(key, value, options);
      },
      delete: (keys: string | Array<string>) => env.ATTACHMENTS.delete(keys),
    } as unknown as R2Bucket;
    const appEnv = { ...parseEnv(env), ATTACHMENTS: failing };
    const outboxBefore = await count("email_outbox");
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: formData({ ...valid, email }, [pdfFile("un.pdf"), pdfFile("deux.pdf"), pdfFile("trois.pdf")]),
      headers: { "cf-connecting-ip": uniqueIp() },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const outcome = await submitContactForm({ db: db(), env: appEnv }, request);
    expect(warn).toHaveBeenCalled();
    expect(outcome.status).toBe(500);
    expect(outcome.body.result.error?.[""]).toEqual(["Erreur lors du téléchargement du fichier"]);
    expect(await storedFor(email)).toHaveLength(0);
    expect(await count("email_outbox")).toBe(outboxBefore);
    // The first file had been uploaded: it was removed again.
    const all = await env.ATTACHMENTS.list({ prefix: "contact/" });
    const known = new Set((await db().select({ key: contactAttachments.r2Key }).from(contactAttachments)).map((r) => r.key));
    expect(all.objects.filter((o) => !known.has(o.key))).toEqual([]);
  });

  test("queues the webhook forward only when a super admin configured its URL", async () => {
    const sent: Array<unknown> = [];
    const queue = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue;
    const input = { ...valid, files: [], userAgent: "vitest" } as unknown as NewContactRequest;
    await setSetting("integrations", "webhook_url", "");
    const first = await createContactRequest({ db: db(), bucket: env.ATTACHMENTS, queue, origin: "https://x.test" }, { ...input, email: unique("a@example.fr") });
    expect(first.ok).toBe(true);
    expect(sent).toEqual([{ version: 1, type: "email", messageId: expect.any(String) }]);

    sent.length = 0;
    await setSetting("integrations", "webhook_url", "https://hook.example.test/lutetia");
    const second = await createContactRequest({ db: db(), bucket: env.ATTACHMENTS, queue, origin: "https://x.test" }, { ...input, email: unique("b@example.fr") });
    expect(sent).toContainEqual({ version: 1, type: "webhook", contactRequestId: second.ok ? second.id : -1 });
    await setSetting("integrations", "webhook_url", "");
  });

  test("a filled honeypot is refused and nothing is stored", async () => {
    const email = unique("robot@example.fr");
    const res = await postForm("/contact", formData({ ...valid, email, site_web: "https://spam.example" }));
    expect(res.status).toBe(400);
    expect(await html(res)).toContain(esc(contactMessages.generic));
    expect(await storedFor(email)).toHaveLength(0);
  });

  test("the per-IP rate limit answers 429 with a French message", async () => {
    // The limiter counts in fixed 60 s windows: a run that straddles two windows needs
    // more than 11 posts to meet the 429, never more than 21.
    const ip = uniqueIp();
    let refused: Response | null = null;
    for (let i = 0; i < 21 && !refused; i++) {
      const res = await postForm("/contact", formData({ fullName: "x" }), ip);
      if (res.status === 429) refused = res;
      else await res.arrayBuffer();
    }
    expect(refused?.status).toBe(429);
    expect(await html(refused!)).toContain(esc(RATE_LIMIT_MESSAGE));
  });

  test("verifies Turnstile when its secret is configured", async () => {
    const appEnv = { ...parseEnv(env), TURNSTILE_SECRET_KEY: "secret-test" };
    const calls: Array<string> = [];
    const siteverify = (success: boolean) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push(String(url));
        expect((init?.body as FormData | undefined)?.get("response")).toBe("jeton");
        return Response.json({ success });
      }) as typeof fetch;
    const send = (fetcher: typeof fetch, email: string) =>
      submitContactForm(
        { db: db(), env: appEnv, fetcher },
        new Request("http://localhost/contact", {
          method: "POST",
          body: formData({ ...valid, email, "cf-turnstile-response": "jeton" }),
          headers: { "cf-connecting-ip": uniqueIp() },
        }),
      );
    const refusedEmail = unique("turnstile-ko@example.fr");
    const refused = await send(siteverify(false), refusedEmail);
    expect(refused.status).toBe(400);
    expect(refused.body.result.error?.[""]).toEqual([TURNSTILE_MESSAGE]);
    expect(await storedFor(refusedEmail)).toHaveLength(0);

    const acceptedEmail = unique("turnstile-ok@example.fr");
    const accepted = await send(siteverify(true), acceptedEmail);
    expect(accepted.status).toBe(200);
    expect(accepted.body.reference).toMatch(/^CT-\d{4}-\d{6}$/);
    expect(calls).toEqual(["https://challenges.cloudflare.com/turnstile/v0/siteverify", "https://challenges.cloudflare.com/turnstile/v0/siteverify"]);
  });
});
