// « Planifier l'intervention » and « Déplacer l'intervention »: the dossier moves through its
// life cycle, the client and the engineer get the date by e-mail with an .ics (made by the
// `ics` package, parsed back here as a calendar would), a move keeps the event's UID and raises
// its SEQUENCE and says what changed, a withdrawal or another engineer sends the CANCEL;
// illegal moves are refused in French; a D1 failure half-does nothing.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { addDays, parisDay } from "~/lib/dates";
import { recordWithdrawal, withdrawOnline } from "~/lib/devis/dossier.server";
import { historyText } from "~/lib/devis/history";
import { planVisit } from "~/lib/devis/visit.server";
import type { PlanVisitInput } from "~/lib/devis/visit-report-schema";
import { seedDatabase } from "../../seed";
import { faultyD1, isWrite } from "../faulty-d1";
import { devisRow, editor, fillLegalFacts, ORIGIN, sentDevis } from "../factories/devis";
import { acceptedDevis, dossierDeps, orderWithDeposit } from "../factories/dossier";
import { createStaff } from "../factories/staff";
import { db } from "../helpers";
import { icsInstant, parseIcs, prop } from "./ics-parse";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const today = parisDay(new Date());
const visitInput = (overrides: Partial<PlanVisitInput> = {}): PlanVisitInput => ({
  day: addDays(today, 10),
  window: "matin",
  engineerId: staff.id,
  accessNotes: "Portail vert côté chemin ; prévoir l'accès de la pelle mécanique.",
  clientPresence: true,
  dtDeclaredOn: "",
  dtAnsweredOn: "",
  ...overrides,
});

async function outbox(id: number, type: string) {
  return env.DB.prepare("select subject, text, attachments, \"to\" from email_outbox where related_type = 'devis' and related_id = ? and type = ? order by id")
    .bind(id, type)
    .all<{ subject: string; text: string; attachments: string; to: string }>()
    .then((r) => r.results);
}

async function icsOf(attachments: string) {
  const [ref] = JSON.parse(attachments);
  const file = await resolveMailAttachment({ db: db(), env: env as never }, ref);
  expect(file.contentType).toContain("text/calendar");
  return { filename: file.filename, calendar: parseIcs(new TextDecoder().decode(file.content)) };
}

describe("planning the visit", () => {
  test("staff plan the visit: the dossier is « intervention prévue », the client gets the date and an .ics that a calendar reads back", async () => {
    const order = await orderWithDeposit(staff);
    const outcome = await planVisit(dossierDeps(), staff, order.id, order.version, visitInput());
    expect(outcome).toMatchObject({ ok: true, replanned: false });
    const row = await devisRow(order.id);
    expect(row).toMatchObject({ status: "intervention_prevue", version: order.version + 1 });
    const visits = await env.DB.prepare("select sequence, day, window, engineer_id from devis_interventions where devis_id = ?").bind(order.id).all();
    expect(visits.results).toEqual([{ sequence: 0, day: addDays(today, 10), window: "matin", engineer_id: staff.id }]);
    const event = await env.DB.prepare("select from_status, to_status, author_id from devis_events where devis_id = ? and type = 'visit_planned'").bind(order.id).first();
    expect(event).toEqual({ from_status: "acompte_recu", to_status: "intervention_prevue", author_id: staff.id });
    expect(await env.DB.prepare("select count(*) as n from audit_log where action = 'devis.visit_plan' and target_id = ?").bind(String(order.id)).first("n")).toBe(1);

    const [email] = await outbox(order.id, "devis-visit-planned");
    expect(JSON.parse(email.to)).toEqual([{ email: "claire.dubois@exemple.fr", name: "Claire Dubois" }]);
    expect(email.text).toContain("le matin (8 h – 12 h)");
    expect(email.text).toContain("Inès Moreau");
    expect(email.text).toContain("Portail vert côté chemin");
    expect(email.text).toContain(`${ORIGIN}/devis/${order.token}`);
    expect(email.text).toContain("/donnees-personnelles/");

    const { filename, calendar } = await icsOf(email.attachments);
    expect(filename).toBe(`intervention-${order.number}.ics`);
    const [vcalendar] = calendar.components;
    expect(prop(vcalendar, "VERSION")).toBe("2.0");
    // An iTIP request (RFC 5546 §3.2.2): the firm organises, the client is told, no reply expected.
    expect(prop(vcalendar, "METHOD")).toBe("REQUEST");
    const events = vcalendar.components.filter((c) => c.type === "VEVENT");
    expect(events).toHaveLength(1);
    const [vevent] = events;
    expect(prop(vevent, "UID")).toBe(`intervention-${order.number}-${order.id}@lutetia-geotechnique.fr`);
    expect(prop(vevent, "SEQUENCE")).toBe("0");
    expect(prop(vevent, "STATUS")).toBe("CONFIRMED");
    expect(vevent.properties.find((p) => p.name === "ORGANIZER")?.value.toLowerCase()).toMatch(/^mailto:.+@/);
    const attendee = vevent.properties.find((p) => p.name === "ATTENDEE");
    expect(attendee?.value.toLowerCase()).toBe("mailto:claire.dubois@exemple.fr");
    expect(attendee?.params).toMatchObject({ RSVP: "FALSE", ROLE: "REQ-PARTICIPANT" });
    // 8 h – 12 h in Paris, whatever the season, written in UTC.
    const start = icsInstant(prop(vevent, "DTSTART"));
    const end = icsInstant(prop(vevent, "DTEND"));
    expect(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(start)).toBe("08:00");
    expect(parisDay(start)).toBe(addDays(today, 10));
    expect(end.getTime() - start.getTime()).toBe(4 * 3_600_000);
    expect(prop(vevent, "SUMMARY")).toBe(`Intervention géotechnique – devis ${order.number}`);
    expect(prop(vevent, "LOCATION")).toBe("12 chemin des Vignes, 95300 Pontoise");
    expect(prop(vevent, "DESCRIPTION")).toContain("Votre présence est souhaitée.");
    expect(prop(vevent, "DESCRIPTION")).toContain("Accès au terrain : Portail vert côté chemin ; prévoir l'accès de la pelle mécanique.");
  });

  test("moving the visit sends a new date saying what changed; the .ics keeps its UID and raises its SEQUENCE", async () => {
    const order = await orderWithDeposit(staff);
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput())).toMatchObject({ ok: true });
    const moved = await planVisit(dossierDeps(), staff, order.id, order.version + 1, visitInput({ day: addDays(today, 12), window: "apres_midi" }));
    expect(moved).toMatchObject({ ok: true, replanned: true });
    expect((await devisRow(order.id)).status).toBe("intervention_prevue");
    const [first] = await outbox(order.id, "devis-visit-planned");
    const [second] = await outbox(order.id, "devis-visit-replanned");
    expect(second.subject).toContain("Nouvelle date d'intervention");
    expect(second.text).toMatch(/Date : .* le matin \(8 h – 12 h\) → .* l'après-midi \(13 h 30 – 17 h 30\)/);
    const a = (await icsOf(first.attachments)).calendar.components[0].components[0];
    const b = (await icsOf(second.attachments)).calendar.components[0].components[0];
    expect(prop(b, "UID")).toBe(prop(a, "UID"));
    expect(prop(a, "SEQUENCE")).toBe("0");
    expect(prop(b, "SEQUENCE")).toBe("1");
    // The new date is a REQUEST of the same event: the calendar replaces the old slot with it (RFC 5546 §2.1.4).
    const secondFile = await icsOf(second.attachments);
    expect(prop(secondFile.calendar.components[0], "METHOD")).toBe("REQUEST");
    expect(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(icsInstant(prop(b, "DTSTART")))).toBe("13:30");
    // The first e-mail, sent again, still attaches the first date: the .ics is rebuilt from the row it announced.
    expect(parisDay(icsInstant(prop(a, "DTSTART")))).toBe(addDays(today, 10));
    const history = await env.DB.prepare("select details from devis_events where devis_id = ? and type = 'visit_replanned'").bind(order.id).first<{ details: string }>();
    expect(JSON.parse(history?.details ?? "{}")).toMatchObject({ previousDay: addDays(today, 10), day: addDays(today, 12), sequence: 1 });
  });

  test("a move that changes nothing is refused and sends nothing", async () => {
    const order = await orderWithDeposit(staff);
    await planVisit(dossierDeps(), staff, order.id, order.version, visitInput());
    const again = await planVisit(dossierDeps(), staff, order.id, order.version + 1, visitInput());
    expect(again).toEqual({ ok: false, reason: "refused", message: expect.stringContaining("Rien n'a changé") });
    expect(await outbox(order.id, "devis-visit-replanned")).toEqual([]);
  });
});

describe("the engineer's calendar", () => {
  test("the engineer gets the visit they lead with its REQUEST .ics (they are its attendee); moved, the next one; replaced by another engineer, the CANCEL of the slot they had", async () => {
    const order = await orderWithDeposit(staff);
    const other = await createStaff("editor", { firstName: "Hugo", lastName: "Garnier" });
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput())).toMatchObject({ ok: true });
    const [planned] = await outbox(order.id, "devis-visit-engineer");
    expect(JSON.parse(planned.to)).toEqual([{ email: staff.email, name: "Inès Moreau" }]);
    expect(planned.subject).toContain(`Intervention : `);
    expect(planned.text).toContain("Claire Dubois");
    expect(planned.text).toContain("Portail vert côté chemin");
    expect(planned.text).toContain(`/admin/devis/${order.id}`);
    const first = (await icsOf(planned.attachments)).calendar.components[0];
    expect(prop(first, "METHOD")).toBe("REQUEST");
    const firstEvent = first.components[0];
    expect(prop(firstEvent, "SEQUENCE")).toBe("0");
    expect(prop(firstEvent, "ATTENDEE")?.toLowerCase()).toBe(`mailto:${staff.email}`.toLowerCase());
    const [client] = await outbox(order.id, "devis-visit-planned");
    expect(prop(firstEvent, "UID")).toBe(prop((await icsOf(client.attachments)).calendar.components[0].components[0], "UID"));

    // Moved by the same engineer: their event is updated, not doubled.
    expect(await planVisit(dossierDeps(), staff, order.id, order.version + 1, visitInput({ day: addDays(today, 12) }))).toMatchObject({ ok: true });
    const moved = (await outbox(order.id, "devis-visit-engineer"))[1];
    expect(moved.subject).toContain("Intervention modifiée");
    expect(moved.text).toMatch(/Date : .* → /);
    const update = (await icsOf(moved.attachments)).calendar.components[0];
    expect(prop(update, "METHOD")).toBe("REQUEST");
    expect(prop(update.components[0], "SEQUENCE")).toBe("1");
    expect(prop(update.components[0], "UID")).toBe(prop(firstEvent, "UID"));

    // Given to Hugo Garnier: Hugo gets the REQUEST, Inès the CANCEL of the slot she had.
    expect(await planVisit(dossierDeps(), staff, order.id, order.version + 2, visitInput({ day: addDays(today, 12), engineerId: other.id }))).toMatchObject({ ok: true });
    const mails = await outbox(order.id, "devis-visit-engineer");
    expect(mails).toHaveLength(4);
    const toHugo = mails.find((m) => JSON.parse(m.to)[0].email === other.email);
    const toInes = mails.slice(2).find((m) => JSON.parse(m.to)[0].email === staff.email);
    const hugo = (await icsOf(toHugo?.attachments ?? "[]")).calendar.components[0];
    expect(prop(hugo, "METHOD")).toBe("REQUEST");
    expect(prop(hugo.components[0], "SEQUENCE")).toBe("2");
    expect(prop(hugo.components[0], "ATTENDEE")?.toLowerCase()).toBe(`mailto:${other.email}`.toLowerCase());
    expect(toInes?.subject).toContain("Intervention annulée");
    expect(toInes?.text).toContain("confiée à Hugo Garnier");
    const ines = (await icsOf(toInes?.attachments ?? "[]")).calendar.components[0];
    expect(prop(ines, "METHOD")).toBe("CANCEL");
    expect(prop(ines.components[0], "STATUS")).toBe("CANCELLED");
    expect(prop(ines.components[0], "SEQUENCE")).toBe("2");
    expect(prop(ines.components[0], "UID")).toBe(prop(firstEvent, "UID"));
    expect(prop(ines.components[0], "DTSTART")).toBe(prop(update.components[0], "DTSTART"));
    expect(prop(ines.components[0], "ATTENDEE")?.toLowerCase()).toBe(`mailto:${staff.email}`.toLowerCase());
  });
});

describe("cancelling the visit", () => {
  test("a client who withdraws while the visit is planned gets, with the acknowledgement, the .ics that removes it from their calendar: same UID, next SEQUENCE, METHOD:CANCEL, STATUS:CANCELLED", async () => {
    const order = await orderWithDeposit(staff);
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput())).toMatchObject({ ok: true });
    expect(await planVisit(dossierDeps(), staff, order.id, order.version + 1, visitInput({ day: addDays(today, 12), window: "apres_midi" }))).toMatchObject({ ok: true });
    const [moved] = await outbox(order.id, "devis-visit-replanned");
    const request = (await icsOf(moved.attachments)).calendar.components[0].components[0];

    const before = Date.now();
    expect(await withdrawOnline(dossierDeps(), order.token)).toEqual({ ok: true });
    expect((await devisRow(order.id)).status).toBe("retracte");
    const [ack] = await outbox(order.id, "devis-withdrawal-client");
    expect(ack.text).toMatch(/L'intervention prévue le .* l'après-midi \(13 h 30 – 17 h 30\) est annulée/);
    expect(ack.text).toContain(`intervention-${order.number}.ics`);
    const refs = JSON.parse(ack.attachments);
    expect(refs).toEqual([{ kind: "visit-ics", devisId: order.id, sequence: 1, cancelledAt: expect.any(Number), filename: `intervention-${order.number}.ics` }]);
    const file = await resolveMailAttachment({ db: db(), env: env as never }, refs[0]);
    expect(file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const calendar = parseIcs(new TextDecoder().decode(file.content)).components[0];
    expect(prop(calendar, "METHOD")).toBe("CANCEL");
    const [cancel] = calendar.components.filter((c) => c.type === "VEVENT");
    expect(prop(cancel, "UID")).toBe(prop(request, "UID"));
    expect(prop(cancel, "SEQUENCE")).toBe("2");
    expect(prop(cancel, "STATUS")).toBe("CANCELLED");
    expect(prop(cancel, "DTSTART")).toBe(prop(request, "DTSTART"));
    expect(icsInstant(prop(cancel, "DTSTAMP")).getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(prop(cancel, "ORGANIZER")).toBe(prop(request, "ORGANIZER"));
    expect(prop(cancel, "ATTENDEE")).toBe(prop(request, "ATTENDEE"));
    // The owner is told the date is free, and the history says the visit was cancelled.
    const [owner] = await outbox(order.id, "devis-withdrawal-owner");
    expect(owner.text).toContain("est annulée");
    // The engineer's calendar loses it too.
    const engineerMails = await outbox(order.id, "devis-visit-engineer");
    const engineerCancel = engineerMails[engineerMails.length - 1];
    expect(engineerCancel.subject).toContain("Intervention annulée");
    expect(engineerCancel.text).toContain("le client s'est rétracté");
    const engineerFile = (await icsOf(engineerCancel.attachments)).calendar.components[0];
    expect(prop(engineerFile, "METHOD")).toBe("CANCEL");
    expect(prop(engineerFile.components[0], "SEQUENCE")).toBe("2");
    expect(prop(engineerFile.components[0], "DESCRIPTION")).toContain("le client s'est rétracté");
    const event = await env.DB.prepare("select details from devis_events where devis_id = ? and type = 'withdrawn'").bind(order.id).first<{ details: string }>();
    const details = JSON.parse(event?.details ?? "{}");
    expect(details).toMatchObject({ previousDay: addDays(today, 12), previousWindow: "apres_midi", sequence: 1 });
    expect(historyText({ id: 1, type: "withdrawn", details, createdAt: new Date(), authorName: null, number: order.number, revision: 0 })).toContain(
      "annulée (fichier calendrier d'annulation envoyé au client)",
    );
  });

  test("a withdrawal recorded by staff cancels the visit the same way; a withdrawal before any visit attaches no calendar file", async () => {
    const order = await orderWithDeposit(staff);
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput())).toMatchObject({ ok: true });
    expect(await recordWithdrawal(dossierDeps(), staff, order.id, order.version + 1, { sentOn: today, channel: "courrier" })).toEqual({ ok: true });
    const [ack] = await outbox(order.id, "devis-withdrawal-client");
    const [ref] = JSON.parse(ack.attachments);
    expect(ref).toMatchObject({ kind: "visit-ics", sequence: 0 });
    const calendar = (await icsOf(ack.attachments)).calendar.components[0];
    expect(prop(calendar, "METHOD")).toBe("CANCEL");
    expect(prop(calendar.components[0], "SEQUENCE")).toBe("1");

    const unplanned = await orderWithDeposit(staff);
    expect(await recordWithdrawal(dossierDeps(), staff, unplanned.id, unplanned.version, { sentOn: today, channel: "email" })).toEqual({ ok: true });
    const [plain] = await outbox(unplanned.id, "devis-withdrawal-client");
    expect(JSON.parse(plain.attachments)).toEqual([]);
    expect(plain.text).not.toContain(".ics");
  });
});

describe("refusals", () => {
  test("no visit before acceptance or before the deposit: refused in French, nothing written", async () => {
    const sent = await sentDevis(staff);
    expect(await planVisit(dossierDeps(), staff, sent.id, sent.version + 1, visitInput())).toEqual({
      ok: false,
      reason: "refused",
      message: expect.stringContaining("une fois l'acompte reçu"),
    });
    const accepted = await acceptedDevis(staff);
    expect(await planVisit(dossierDeps(), staff, accepted.id, accepted.version, visitInput())).toMatchObject({ ok: false, reason: "refused" });
    expect(await env.DB.prepare("select count(*) as n from devis_interventions where devis_id in (?, ?)").bind(sent.id, accepted.id).first("n")).toBe(0);
    expect((await devisRow(accepted.id)).status).toBe("accepte");
  });

  test("a past day, a day before the DT-DICT answers, an unknown engineer: the error beside the field, nothing written", async () => {
    const order = await orderWithDeposit(staff);
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput({ day: addDays(today, -1) }))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { day: ["La date d'intervention ne peut pas être passée."] },
    });
    expect(
      await planVisit(dossierDeps(), staff, order.id, order.version, visitInput({ dtDeclaredOn: addDays(today, 1), dtAnsweredOn: addDays(today, 11), day: addDays(today, 10) })),
    ).toEqual({ ok: false, reason: "invalid", fieldErrors: { day: [expect.stringContaining("avant la réception des réponses à la DT-DICT")] } });
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput({ engineerId: 999_999 }))).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { engineerId: [expect.stringContaining("ingénieur")] },
    });
    expect(await env.DB.prepare("select count(*) as n from devis_interventions where devis_id = ?").bind(order.id).first("n")).toBe(0);
    expect((await devisRow(order.id)).status).toBe("acompte_recu");
  });

  test("a particulier who chose to wait the 14 days: no visit before the end of the withdrawal period", async () => {
    const order = await orderWithDeposit(staff, { withdrawalChoice: "attendre" });
    const outcome = await planVisit(dossierDeps(), staff, order.id, order.version, visitInput({ day: addDays(today, 3) }));
    expect(outcome).toEqual({ ok: false, reason: "invalid", fieldErrors: { day: [expect.stringContaining("précède le début de la mission")] } });
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput({ day: addDays(today, 30) }))).toMatchObject({ ok: true });
  });

  test("a stale version (someone planned first) is refused: one date announced, not two", async () => {
    const order = await orderWithDeposit(staff);
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput())).toMatchObject({ ok: true });
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput({ day: addDays(today, 20) }))).toEqual({ ok: false, reason: "conflict" });
    expect(await env.DB.prepare("select count(*) as n from devis_interventions where devis_id = ?").bind(order.id).first("n")).toBe(1);
  });
});

describe("failures", () => {
  // The writes of a planning: the dossier's move, the planning row, its history event, the client's and the engineer's outbox rows, the Journal entry.
  test.each([1, 2, 3, 4, 5, 6])("D1 failing at write %i: no planning, no history, no e-mail; planning again works", async (failAt) => {
    const order = await orderWithDeposit(staff);
    const faulty = faultyD1(env.DB, { counts: isWrite, failAt });
    const outcome = await planVisit({ ...dossierDeps(), db: createDb(faulty.binding) }, staff, order.id, order.version, visitInput());
    expect(faulty.failed).toHaveLength(1);
    expect(outcome).toEqual({ ok: false, reason: "storage" });
    expect(await devisRow(order.id)).toMatchObject({ status: "acompte_recu", version: order.version });
    expect(await env.DB.prepare("select count(*) as n from devis_interventions where devis_id = ?").bind(order.id).first("n")).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from devis_events where devis_id = ? and type like 'visit%'").bind(order.id).first("n")).toBe(0);
    expect(await outbox(order.id, "devis-visit-planned")).toEqual([]);
    expect(await outbox(order.id, "devis-visit-engineer")).toEqual([]);
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitInput())).toMatchObject({ ok: true });
  });

  test("the queue down: the visit is planned and its e-mail waits in the outbox", async () => {
    const order = await orderWithDeposit(staff);
    const down = { send: async () => Promise.reject(new Error("file d'attente indisponible")) } as unknown as Queue;
    expect(await planVisit({ ...dossierDeps(), queue: down }, staff, order.id, order.version, visitInput())).toMatchObject({ ok: true });
    const row = await env.DB.prepare("select status from email_outbox where related_id = ? and type = 'devis-visit-planned'").bind(order.id).first("status");
    expect(row).toBe("queued");
  });
});
