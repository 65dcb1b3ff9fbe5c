// The finder on a database of 100 000 contact requests (and as many staff notifications in
// the outbox): one D1 round trip, and no table of that size read in full. The time is
// measured and printed, never asserted (COMMON: benchmarks are reported).
import { env } from "cloudflare:test";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { beforeAll, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { findPerson, findStatementsSql } from "~/lib/privacy/find.server";
import { PERSON_ENTRIES } from "~/lib/privacy/inventory.server";
import { countingD1 } from "../d1-counter";
import { personEmail, seedPerson } from "../factories/person";

const ROWS = 100_000;

beforeAll(async () => {
  // Recursive CTEs: 100 000 rows in one statement each (seconds, not minutes).
  await env.DB.prepare(
    `insert into contact_requests (full_name, email, phone, profession, subject, message)
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
     select 'Prospect ' || i, 'prospect' || i || '@exemple-volume.fr', '06 ' || printf('%08d', i), 'particulier', 'demande_devis', 'Étude G2 pour une maison' from n`,
  )
    .bind(ROWS)
    .run();
  await env.DB.prepare(
    `insert into email_outbox (message_id, type, "to", subject, text, html, related_type, related_id)
     select 'volume-' || id, 'contact-notification', '[{"email":"demandes@example.fr"}]', 'Nouvelle demande', 'Demande de ' || email, '<p>Demande</p>', 'contact_request', id
     from contact_requests where email like 'prospect%@exemple-volume.fr'`,
  ).run();
}, 600_000);

test(`a search among ${ROWS.toLocaleString("fr-FR")} contact requests is one D1 round trip and reads no large table in full`, async () => {
  expect(await env.DB.prepare("select count(*) as n from contact_requests").first("n")).toBeGreaterThanOrEqual(ROWS);
  const email = personEmail();
  const person = await seedPerson(email, "06 12 34 56 78");

  const counter = countingD1(env.DB);
  const times: Array<number> = [];
  let found = await findPerson(createDb(counter.binding), { email, phone: "06 12 34 56 78" });
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    found = await findPerson(createDb(counter.binding), { email, phone: "06 12 34 56 78" });
    times.push(performance.now() - start);
  }
  expect(counter.calls).toEqual(Array(6).fill(`batch of ${PERSON_ENTRIES.length}`));
  expect(found.groups.find((g) => g.kind === "contact_request")?.records.map((r) => r.id)).toContain(person.contact.id);
  times.sort((a, b) => a - b);
  console.info(
    `[bench] findPerson, ${ROWS} demandes de contact + ${ROWS} e-mails : médiane ${times[2].toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times[4].toFixed(1)}), ${counter.calls.length / 6} aller-retour D1 par recherche`,
  );

  // The plan of every statement: the big tables are reached through their indexes.
  const plans: Record<string, string> = {};
  for (const [kind, sql] of Object.entries(await findStatementsSql(createDb(env.DB), { email, phone: "06 12 34 56 78" }))) {
    const { results } = await env.DB.prepare(`explain query plan ${sql.sql}`)
      .bind(...sql.params)
      .all<{ detail: string }>();
    plans[kind] = results.map((r) => r.detail).join(" | ");
  }
  // Every table but lead_events (the notes that cite the address are free text: read in full, see docs/decisions/340).
  const tables = PERSON_ENTRIES.map((e) => getTableConfig(e.table).name).filter((name) => name !== "lead_events");
  for (const table of tables) {
    const kinds = PERSON_ENTRIES.filter((e) => getTableConfig(e.table).name === table).map((e) => e.kind);
    for (const kind of kinds) expect(plans[kind], `${kind}: ${plans[kind]}`).not.toMatch(new RegExp(`SCAN ${table}\\b(?! USING)`));
  }
}, 600_000);
