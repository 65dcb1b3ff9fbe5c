// The order book of « Devis » and the dashboard: deposits awaited (count and €), visits in the
// next 7 days, reports due this week and late (from the start of work and the devis' delay,
// with an injected « today »), cash received this month; each figure's filter lists the same
// dossiers; the dashboard shows the week's visits and reports due.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { addDays, parisDay } from "~/lib/dates";
import { endOfWeek, openDossiers, orderBookFigures, orderBookIds } from "~/lib/devis/order-book.server";
import { planVisit } from "~/lib/devis/visit.server";
import { seedDatabase } from "../../seed";
import { editor, fillLegalFacts } from "../factories/devis";
import { acceptedDevis, dossierDeps, orderWithDeposit } from "../factories/dossier";
import { sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";

let staff: Awaited<ReturnType<typeof editor>>;
const today = parisDay(new Date());
/** Noon in Paris of a day: the injected « now ». */
const noon = (day: string) => new Date(`${day}T10:00:00Z`);

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

async function figuresAt(day: string) {
  return orderBookFigures(await openDossiers(db(), noon(day)));
}

describe("the order book", () => {
  test("each dossier counts once, where its dates put it", async () => {
    const promised = addDays(today, 21);
    const before = { now: await figuresAt(today), due: await figuresAt(promised), late: await figuresAt(addDays(promised, 1)) };

    // Two deposits awaited: 30 % of their TTC totals.
    const awaiting = [await acceptedDevis(staff), await acceptedDevis(staff)];
    const totals = await env.DB.prepare(`select sum(deposit_due_cents) as due, sum(total_ttc_cents) as ttc from devis where id in (${awaiting.map((a) => a.id).join(",")})`).first<{
      due: number | null;
      ttc: number;
    }>();
    // Deposit received today, work starts today (express request), report promised in 3 weeks.
    const order = await orderWithDeposit(staff, { day: today, amountCents: 97_200, overrides: { deliveryWeeks: 3 } });
    // Another one whose visit is in 5 days.
    const visited = await orderWithDeposit(staff, { day: today, amountCents: 50_000, overrides: { deliveryWeeks: 3 } });
    expect(
      await planVisit(dossierDeps(), staff, visited.id, visited.version, {
        day: addDays(today, 5),
        window: "matin",
        engineerId: staff.id,
        accessNotes: "",
        clientPresence: false,
        dtDeclaredOn: "",
        dtAnsweredOn: "",
      }),
    ).toMatchObject({ ok: true });

    const now = await figuresAt(today);
    expect(now.depositsPending.count - before.now.depositsPending.count).toBe(2);
    expect(now.depositsPending.cents - before.now.depositsPending.cents).toBe(totals?.due ?? Math.round((totals?.ttc ?? 0) * 0.3));
    expect(now.visitsNext7Days - before.now.visitsNext7Days).toBe(1);
    expect(now.collectedThisMonthCents - before.now.collectedThisMonthCents).toBe(97_200 + 50_000);
    expect(now.reportsLate - before.now.reportsLate).toBe(0);

    // On the promised day both reports are due this week; the day after, both are late.
    const due = await figuresAt(promised);
    expect(due.reportsDueThisWeek - before.due.reportsDueThisWeek).toBe(2);
    expect(due.reportsLate - before.due.reportsLate).toBe(0);
    const late = await figuresAt(addDays(promised, 1));
    expect(late.reportsLate - before.late.reportsLate).toBe(2);
    expect(late.reportsDueThisWeek - before.late.reportsDueThisWeek).toBe(0);

    // The filters keep the same dossiers.
    const book = await openDossiers(db(), noon(promised));
    expect(orderBookIds(book, "semaine")).toEqual(expect.arrayContaining([order.id, visited.id]));
    expect(orderBookIds(await openDossiers(db(), noon(today)), "acompte")).toEqual(expect.arrayContaining(awaiting.map((a) => a.id)));
    expect(orderBookIds(await openDossiers(db(), noon(today)), "intervention")).toContain(visited.id);
    expect(orderBookIds(await openDossiers(db(), noon(today)), "intervention")).not.toContain(order.id);
  });

  test("a week ends on Sunday", () => {
    expect(endOfWeek("2026-11-25")).toBe("2026-11-29");
    expect(endOfWeek("2026-11-29")).toBe("2026-11-29");
    expect(endOfWeek("2026-11-30")).toBe("2026-12-06");
  });

  test("« Devis » shows the figures and filters its list by them; the dashboard shows the week's visits", async () => {
    const cookie = await sessionCookieHeader(staff);
    const visited = await orderWithDeposit(staff, { day: today, overrides: { clientName: "Bastien Leroy" } });
    await planVisit(dossierDeps(), staff, visited.id, visited.version, {
      day: addDays(today, 1),
      window: "apres_midi",
      engineerId: staff.id,
      accessNotes: "",
      clientPresence: false,
      dtDeclaredOn: "",
      dtAnsweredOn: "",
    });
    const awaiting = await acceptedDevis(staff, { overrides: { clientName: "Agathe Roux" } });
    const list = await (await request("/admin/devis", { headers: { cookie } })).text();
    expect(list).toContain("Acomptes en attente");
    expect(list).toContain("Encaissé ce mois-ci");
    const filtered = await (await request("/admin/devis?dossier=acompte", { headers: { cookie } })).text();
    expect(filtered).toContain("Agathe Roux");
    expect(filtered).not.toContain("Bastien Leroy");
    const visits = await (await request("/admin/devis?dossier=intervention", { headers: { cookie } })).text();
    expect(visits).toContain("Bastien Leroy");
    expect(visits).not.toContain("Agathe Roux");
    expect(awaiting.id).toBeGreaterThan(0);
    const dashboard = await (await request("/admin", { headers: { cookie } })).text();
    expect(dashboard).toContain("Interventions de la semaine");
    if (addDays(today, 1) <= endOfWeek(today)) expect(dashboard).toContain("Bastien Leroy");
  });

  test("the CSV export of « Devis » holds the dossiers the order book filter shows, with the search and status of the screen", async () => {
    const cookie = await sessionCookieHeader(staff);
    const awaiting = await acceptedDevis(staff, { overrides: { clientName: "Export Carnet Roux" } });
    const paid = await orderWithDeposit(staff, { day: today, overrides: { clientName: "Export Carnet Leroy" } });
    const csvLines = async (search: string) => {
      const res = await request(`/admin/devis/export?${search}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      return (await res.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")
        .slice(1);
    };
    const q = new URLSearchParams({ q: "Export Carnet" }).toString();
    // The link the screen offers is its own URL under /admin/devis/export (list.tsx).
    const list = await (await request(`/admin/devis?dossier=acompte&${q}`, { headers: { cookie } })).text();
    expect(list).toContain(`/admin/devis/export?dossier=acompte&amp;${q}`);
    expect(list).toContain("Export Carnet Roux");
    expect(list).not.toContain("Export Carnet Leroy");

    const pending = await csvLines(`dossier=acompte&${q}`);
    expect(pending.map((l) => l.split(";")[0])).toEqual([awaiting.number]);
    expect(pending[0]).toContain("Export Carnet Roux");
    // Another filter of the order book, the status filter beside it, and no filter at all.
    expect((await csvLines(`dossier=acompte&status=acompte_recu&${q}`)).length).toBe(0);
    expect((await csvLines(`dossier=retard&${q}`)).length).toBe(0);
    expect((await csvLines(q)).map((l) => l.split(";")[0]).sort()).toEqual([awaiting.number, paid.number].sort());
  });
});
