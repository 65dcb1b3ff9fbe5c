import { describe, expect, test } from "vitest";
import { devisStatuses } from "~/db/schema";
import {
  dueState,
  depositCents,
  earliestStartDay,
  easterSunday,
  isWorkingDay,
  promisedDeliveryDay,
  startOfWork,
  withdrawalDeadline,
  withdrawalWindow,
  workingDaysUntil,
} from "~/lib/devis/dossier-dates";
import { can, DEVIS_TRANSITIONS, devisLifecycle, LIFECYCLE_MESSAGES, recordRefund, refundDueCents, setRefund, transition, withdraw } from "~/lib/devis/lifecycle";
import { DEVIS_STATUS_LABELS, DEVIS_STATUS_TONES } from "~/lib/devis/schema";

const accepted = new Date("2027-01-25T10:00:00Z"); // a Monday in Paris

describe("the devis life cycle", () => {
  test("every status has a label and a tone, and every transition leaves from known statuses", () => {
    for (const status of devisStatuses) {
      expect(DEVIS_STATUS_LABELS[status]).toBeTruthy();
      expect(DEVIS_STATUS_TONES[status]).toBeTruthy();
    }
    for (const rule of Object.values(DEVIS_TRANSITIONS)) for (const from of rule.from) expect(devisStatuses).toContain(from);
  });

  test("the order runs accepted → deposit → visit → report → paid, and nothing skips a step", () => {
    const path: Array<[keyof typeof devisLifecycle, string, string]> = [
      ["recordDeposit", "accepte", "acompte_recu"],
      ["planVisit", "acompte_recu", "intervention_prevue"],
      ["replanVisit", "intervention_prevue", "intervention_prevue"],
      ["deliverReport", "intervention_prevue", "rapport_remis"],
      ["recordBalance", "rapport_remis", "solde"],
    ];
    for (const [name, from, to] of path) expect(transition(name as never, from as never)).toEqual({ ok: true, from, to });
    expect(devisLifecycle.deliverReport("accepte")).toMatchObject({ ok: false, reason: "refused", message: expect.stringContaining("rapport ne peut être remis") });
    expect(devisLifecycle.deliverReport("envoye").ok).toBe(false);
    expect(devisLifecycle.planVisit("accepte")).toMatchObject({ ok: false, message: expect.stringContaining("acompte reçu") });
    expect(devisLifecycle.recordBalance("acompte_recu").ok).toBe(false);
    expect(devisLifecycle.recordDeposit("acompte_recu").ok).toBe(false);
    expect(devisLifecycle.recordDeposit("retracte").ok).toBe(false);
  });

  test("a devis waiting for an answer may be accepted, refused, expired, replaced or cancelled; an order may not", () => {
    for (const name of ["accept", "refuse", "expire", "replace", "cancel"] as const) {
      expect(can(name, "envoye")).toBe(true);
      expect(can(name, "consulte")).toBe(true);
      expect(can(name, "accepte")).toBe(false);
      expect(can(name, "acompte_recu")).toBe(false);
    }
    expect(devisLifecycle.cancel("solde")).toMatchObject({ ok: false, message: expect.stringContaining("ne peut plus être annulé") });
    expect(can("send", "brouillon")).toBe(true);
    expect(can("send", "envoye")).toBe(false);
    expect(can("revise", "accepte")).toBe(false);
  });

  test("a particulier withdraws during the 14 days; a professionnel, a late or a refused devis may not", () => {
    const facts = { status: "acompte_recu" as const, clientType: "particulier" as const, acceptedAt: accepted };
    expect(withdraw(facts, "2027-01-28")).toEqual({ ok: true, from: "acompte_recu", to: "retracte" });
    expect(withdraw(facts, "2027-02-08")).toMatchObject({ ok: true });
    expect(withdraw(facts, "2027-02-09")).toEqual({ ok: false, reason: "refused", message: LIFECYCLE_MESSAGES.withdrawalOver });
    expect(withdraw({ ...facts, clientType: "professionnel" }, "2027-01-28")).toEqual({ ok: false, reason: "refused", message: LIFECYCLE_MESSAGES.notParticulier });
    expect(withdraw({ ...facts, status: "refuse" }, "2027-01-28").ok).toBe(false);
    expect(withdraw({ ...facts, status: "retracte" }, "2027-01-28").ok).toBe(false);
  });

  test("no refund without a withdrawal, none when nothing was received, once only, and a retention only after an early start", () => {
    const base = { status: "retracte" as const, receivedCents: 97_200, refundedAt: null, earlyStart: true };
    expect(recordRefund(base).ok).toBe(true);
    expect(recordRefund({ ...base, status: "acompte_recu" })).toMatchObject({ ok: false, message: expect.stringContaining("Aucun remboursement sans rétractation") });
    expect(recordRefund({ ...base, receivedCents: 0 })).toMatchObject({ ok: false, message: LIFECYCLE_MESSAGES.refundNotDue });
    expect(recordRefund({ ...base, refundedAt: new Date() })).toMatchObject({ ok: false, message: LIFECYCLE_MESSAGES.refundDone });
    expect(setRefund(base, 30_000).ok).toBe(true);
    expect(setRefund({ ...base, earlyStart: false }, 30_000)).toMatchObject({ ok: false, message: LIFECYCLE_MESSAGES.refundNoEarlyStart });
    expect(setRefund(base, 100_000)).toMatchObject({ ok: false, message: LIFECYCLE_MESSAGES.refundTooHigh });
  });

  test("the refund is what was received less the proportional amount kept, never negative", () => {
    expect(refundDueCents(97_200, 0)).toBe(97_200);
    expect(refundDueCents(97_200, 32_400)).toBe(64_800);
    expect(refundDueCents(97_200, 120_000)).toBe(0);
    expect(depositCents(324_000, 30)).toBe(97_200);
    expect(depositCents(100_001, 30)).toBe(30_000);
  });
});

describe("the days of a dossier", () => {
  test("Easter and the French public holidays", () => {
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(isWorkingDay("2027-03-29")).toBe(false); // lundi de Pâques
    expect(isWorkingDay("2027-05-06")).toBe(false); // Ascension
    expect(isWorkingDay("2027-07-14")).toBe(false);
    expect(isWorkingDay("2027-01-30")).toBe(false); // samedi
    expect(isWorkingDay("2027-01-29")).toBe(true);
  });

  test("the 14 days run across a month end, and a period ending on a weekend or holiday runs to the next working day", () => {
    expect(withdrawalDeadline("2027-01-25")).toBe("2027-02-08");
    expect(withdrawalDeadline("2027-02-20")).toBe("2027-03-08"); // 6 March is a Saturday
    expect(withdrawalDeadline("2026-12-11")).toBe("2026-12-28"); // 25 Dec (Friday) holiday → … 26, 27 weekend
    expect(withdrawalDeadline("2027-04-18")).toBe("2027-05-03"); // 2 May Sunday, 1 May aside
    const window = withdrawalWindow("2027-01-25", "2027-01-28");
    expect(window).toEqual({ lastDay: "2027-02-08", dayOfPeriod: 3, daysLeft: 11, open: true });
    expect(withdrawalWindow("2027-01-25", "2027-02-09").open).toBe(false);
  });

  test("work starts at the deposit, or after the 14 days for a particulier who waits", () => {
    const waits = { clientType: "particulier" as const, withdrawalChoice: "attendre" as const, acceptedOn: "2027-01-25" };
    expect(startOfWork({ ...waits, depositOn: null })).toBeNull();
    expect(startOfWork({ ...waits, depositOn: "2027-01-27" })).toBe("2027-02-09");
    expect(startOfWork({ ...waits, depositOn: "2027-02-12" })).toBe("2027-02-12");
    expect(startOfWork({ ...waits, withdrawalChoice: "commencer", depositOn: "2027-01-27" })).toBe("2027-01-27");
    expect(startOfWork({ clientType: "professionnel", withdrawalChoice: null, acceptedOn: "2027-01-25", depositOn: "2027-01-26" })).toBe("2027-01-26");
    expect(earliestStartDay(waits)).toBe("2027-02-09");
    expect(promisedDeliveryDay("2027-02-09", 3)).toBe("2027-03-02");
    expect(promisedDeliveryDay(null, 3)).toBeNull();
  });

  test("working days before the promised day, « bientôt » three working days before and « en retard » after", () => {
    expect(workingDaysUntil("2027-02-24", "2027-03-02")).toBe(4); // Thu, Fri, Mon, Tue
    expect(dueState("2027-02-24", "2027-03-02")?.tone).toBe("ok");
    expect(dueState("2027-02-25", "2027-03-02")).toEqual({ day: "2027-03-02", workingDaysLeft: 3, tone: "soon" });
    expect(dueState("2027-03-02", "2027-03-02")?.tone).toBe("soon");
    expect(dueState("2027-03-03", "2027-03-02")).toEqual({ day: "2027-03-02", workingDaysLeft: -1, tone: "late" });
    expect(workingDaysUntil("2027-03-26", "2027-03-30")).toBe(1); // Easter Monday aside
  });
});
