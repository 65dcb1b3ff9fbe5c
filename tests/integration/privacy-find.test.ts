import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { findPerson, findStatementsSql } from "~/lib/privacy/find.server";
import { PERSON_ENTRIES } from "~/lib/privacy/inventory.server";
import { countingD1 } from "../d1-counter";
import { createContactRequest } from "../factories/leads";
import { lookAlikes, personEmail, seedPerson } from "../factories/person";
import { createStaff } from "../factories/staff";
import { db } from "../helpers";

const ids = (found: Awaited<ReturnType<typeof findPerson>>, kind: string) => found.groups.find((g) => g.kind === kind)?.records.map((r) => r.id) ?? [];

test("a person's records of every kind are found, whatever the case they were typed in, in one D1 round trip", async () => {
  const email = personEmail();
  const person = await seedPerson(email);
  const counter = countingD1(env.DB);
  const found = await findPerson(createDb(counter.binding), { email: email.toUpperCase() });
  expect(counter.calls).toEqual([`batch of ${PERSON_ENTRIES.length}`]);

  expect(ids(found, "contact_request")).toEqual([person.contact.id]);
  expect(ids(found, "contact_attachment")).toEqual([person.attachment.id]);
  expect(ids(found, "simulation")).toEqual([person.simulation.id]);
  expect(ids(found, "visitor_info")).toEqual([person.consent.id]);
  expect(ids(found, "terrain_request")).toEqual([person.terrain.id]);
  expect(ids(found, "newsletter_subscriber")).toEqual([person.subscriber.id]);
  expect(ids(found, "email_outbox").sort()).toEqual([person.recap.id, person.notification.id].sort());
  expect(ids(found, "lead_event").sort()).toEqual([person.note.id, person.reply.id, person.mention.id].sort());
  expect(ids(found, "audit_log")).toEqual([person.signIn.id]);
  expect(ids(found, "devis")).toEqual([person.quote.id]);
  expect(ids(found, "devis_event")).toEqual([person.quoteEvent.id]);
  // Every kind that can hold a person, except those this person has none of.
  // The person's devis was refused before any signature code, payment, visit, report or document.
  const without = [
    "privacy_request",
    "privacy_export",
    "newsletter_suppression",
    "privacy_erasure",
    "staff_account",
    "devis_acceptance",
    "devis_signer_code",
    "devis_payment",
    "devis_intervention",
    "devis_report",
    "devis_document",
  ];
  expect(found.groups.map((g) => g.kind).sort()).toEqual(
    PERSON_ENTRIES.map((e) => e.kind)
      .filter((k) => !without.includes(k))
      .sort(),
  );

  // What erasing would do: the note of someone else's file is anonymised, the rest deleted.
  const events = found.groups.find((g) => g.kind === "lead_event")?.records ?? [];
  expect(events.find((r) => r.id === person.mention.id)).toMatchObject({ action: "anonymise", mentionOnly: true });
  expect(events.filter((r) => r.id !== person.mention.id).every((r) => r.action === "delete")).toBe(true);
  expect(found.groups.find((g) => g.kind === "audit_log")?.records[0]).toMatchObject({ action: "anonymise" });
});

test("nothing of a person with a similar address is found: a letter before, a domain after, another local part", async () => {
  const email = personEmail();
  const person = await seedPerson(email);
  const alikes = [];
  for (const alike of lookAlikes(email)) alikes.push(await seedPerson(alike, "01 99 88 77 66"));
  const found = await findPerson(db(), { email });
  const all = found.groups.flatMap((g) => g.records.map((r) => `${g.kind}:${r.id}`));
  for (const alike of alikes) {
    const theirs = [
      `contact_request:${alike.contact.id}`,
      `contact_attachment:${alike.attachment.id}`,
      `simulation:${alike.simulation.id}`,
      `visitor_info:${alike.consent.id}`,
      `terrain_request:${alike.terrain.id}`,
      `newsletter_subscriber:${alike.subscriber.id}`,
      `email_outbox:${alike.recap.id}`,
      `email_outbox:${alike.notification.id}`,
      `lead_event:${alike.note.id}`,
      `lead_event:${alike.reply.id}`,
      // « Voisin de ajean.dupont…@… », « …@lutetia-test.fr.evil » contain the address: still not found.
      `lead_event:${alike.mention.id}`,
      `audit_log:${alike.signIn.id}`,
    ];
    expect(
      all.filter((key) => theirs.includes(key)),
      alike.email,
    ).toEqual([]);
  }
  expect(ids(found, "lead_event").sort()).toEqual([person.note.id, person.reply.id, person.mention.id].sort());
});

test("the phone finds the person's requests typed in another format, and only with the address given", async () => {
  const email = personEmail();
  const other = await createContactRequest({ email: personEmail("autre"), phone: "+33 (0)6 55 44 33 22" });
  await seedPerson(email, "06.55.44.33.22");
  const withPhone = await findPerson(db(), { email, phone: "06 55 44 33 22" });
  expect(ids(withPhone, "contact_request")).toContain(other.id);
  const withoutPhone = await findPerson(db(), { email });
  expect(ids(withoutPhone, "contact_request")).not.toContain(other.id);
});

test("a staff account, the register and its exports are found and kept with their reason", async () => {
  const staff = await createStaff("editor");
  const found = await findPerson(db(), { email: staff.email });
  const account = found.groups.find((g) => g.kind === "staff_account")?.records[0];
  expect(account).toMatchObject({ id: staff.id, action: "keep" });
  expect(account?.reason).toContain("Utilisateurs");
});

test("no statement of the search binds more than D1's 100 variables, whatever the phone's variants and the kinds linked to a devis", async () => {
  const statements = await findStatementsSql(db(), { email: personEmail(), phone: "06 12 34 56 78" });
  for (const [kind, statement] of Object.entries(statements)) expect(statement.params.length, kind).toBeLessThanOrEqual(100);
  // The person's terms are bound once per statement, not once per parent kind it is linked through.
  expect(statements.email_outbox.params.filter((param) => String(param).includes("0612345678"))).toHaveLength(1);
});
