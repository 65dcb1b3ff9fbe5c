// The client's refusal comment is copied into the owner's e-mail: it follows the contact
// form's multi-line rule (line breaks and tabs, no other control character).
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { MULTILINE_CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/text";
import { seedDatabase } from "../../seed";
import { devisRow, editor, fillLegalFacts, sentDevis } from "../factories/devis";
import { BROWSER_USER_AGENT, db, request } from "../helpers";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const post = (token: string, fields: Record<string, string>) =>
  request(`/devis/${token}`, {
    method: "POST",
    headers: { "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}`, "user-agent": BROWSER_USER_AGENT },
    body: new URLSearchParams(fields),
  });

const refusals = (id: number) => env.DB.prepare("select count(*) as n from email_outbox where related_id = ? and type = 'devis-refused'").bind(id).first<number>("n");

test("a client whose refusal comment holds an escape sequence, a NUL or a bell is told in French beside the field, and nothing is refused nor mailed", async () => {
  const sent = await sentDevis(staff);
  for (const comment of ["Trop cher \u001b[31mURGENT\u001b[0m", "Trop\u0000cher", "Trop cher\u0007"]) {
    const res = await post(sent.token, { intent: "refuse", reason: "prix", comment });
    expect(res.status, JSON.stringify(comment)).toBe(400);
    const body = (await res.text()).replaceAll("&#x27;", "'");
    expect(body).toContain(MULTILINE_CONTROL_CHARACTERS_MESSAGE);
    expect(body).toContain('id="refusal-comment-error"');
    expect(body).toMatch(/<details[^>]*open/);
  }
  expect((await devisRow(sent.id)).status).toBe("consulte");
  expect(await refusals(sent.id)).toBe(0);
});

test("a client's refusal comment on several lines, with a tab, is refused as written and reaches the owner", async () => {
  const sent = await sentDevis(staff);
  const comment = "Merci pour votre proposition.\r\nNous avons retenu\tun autre bureau d'études.";
  const res = await post(sent.token, { intent: "refuse", reason: "prix", comment });
  expect(res.status).toBe(303);
  expect(await devisRow(sent.id)).toMatchObject({ status: "refuse" });
  expect((await devisRow(sent.id)).refusalComment).toContain("Nous avons retenu\tun autre bureau d'études.");
  expect(await refusals(sent.id)).toBe(1);
});
