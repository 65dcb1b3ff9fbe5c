// The days of a dossier, computed from Paris calendar days (YYYY-MM-DD) and an injected
// « today »: the last day to withdraw, the start of work, the promised delivery day and the
// working days left before it. Pure and browser-safe. docs/decisions/641-start-of-work-and-dates.md
import type { DevisClientType, WithdrawalChoice } from "~/db/schema";
import { addDays } from "~/lib/dates";

/** Code de la consommation L221-18: fourteen days for a service contract, from its conclusion. */
export const WITHDRAWAL_DAYS = 14;
/** The promised day is announced « bientôt » this many working days before it. */
export const DUE_SOON_WORKING_DAYS = 3;

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Easter Sunday of a year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const holidayCache = new Map<number, Set<string>>();

/**
 * The eleven public holidays of metropolitan France (Code du travail L3133-1): 1 January,
 * Easter Monday, 1 and 8 May, Ascension, Whit Monday, 14 July, 15 August, 1 and 11 November,
 * 25 December. Alsace-Moselle's Good Friday and 26 December are not counted.
 */
export function publicHolidays(year: number): Set<string> {
  const known = holidayCache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const fixed = ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"].map((md) => `${year}-${md}`);
  const days = new Set([...fixed, addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)]);
  holidayCache.set(year, days);
  return days;
}

/** Monday to Friday, not a public holiday (« jour ouvré »). */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(Number(day.slice(0, 4))).has(day);
}

/**
 * The last day a particulier may withdraw: fourteen days after the day of acceptance (the day
 * itself is not counted), extended to the next working day when it falls on a Saturday, a
 * Sunday or a public holiday (L221-19).
 */
export function withdrawalDeadline(acceptedOn: string): string {
  let day = addDays(acceptedOn, WITHDRAWAL_DAYS);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

export type WithdrawalWindow = {
  /** Last day to withdraw (inclusive). */
  lastDay: string;
  /** 1 on the day after acceptance… 14 on the last day (more when extended by L221-19). */
  dayOfPeriod: number;
  /** Days left after today (0: today is the last day); negative once over. */
  daysLeft: number;
  open: boolean;
};

export function withdrawalWindow(acceptedOn: string, today: string): WithdrawalWindow {
  const lastDay = withdrawalDeadline(acceptedOn);
  const daysLeft = daysBetween(today, lastDay);
  return { lastDay, dayOfPeriod: daysBetween(acceptedOn, today), daysLeft, open: today >= acceptedOn && daysLeft >= 0 };
}

export type StartFacts = {
  clientType: DevisClientType;
  withdrawalChoice: WithdrawalChoice | null;
  acceptedOn: string;
  /** Day the deposit was received; null while waited for. */
  depositOn: string | null;
};

/** A particulier who chose to wait: no work before the day after the withdrawal period (L221-25). */
export function waitsForWithdrawalPeriod(facts: Pick<StartFacts, "clientType" | "withdrawalChoice">): boolean {
  return facts.clientType === "particulier" && facts.withdrawalChoice !== "commencer";
}

/** The first day work may start whatever the deposit: the day after the period when the client waits, else the acceptance day. */
export function earliestStartDay(facts: Omit<StartFacts, "depositOn">): string {
  return waitsForWithdrawalPeriod(facts) ? addDays(withdrawalDeadline(facts.acceptedOn), 1) : facts.acceptedOn;
}

/**
 * When work starts: the later of the deposit received and, for a particulier who chose to
 * wait, the day after the withdrawal period. Null while the deposit is awaited.
 */
export function startOfWork(facts: StartFacts): string | null {
  if (!facts.depositOn) return null;
  return [facts.depositOn, earliestStartDay(facts)].sort()[1];
}

/** The visit (and the sondages) cannot be earlier than the start of work. */
export const earliestVisitDay = startOfWork;

/** The promised delivery day: the start of work plus the devis' delay. */
export function promisedDeliveryDay(start: string | null, deliveryWeeks: number | null): string | null {
  return start && deliveryWeeks ? addDays(start, deliveryWeeks * 7) : null;
}

/** Working days after `today` up to `day` inclusive; 0 on the day itself; negative (working days late) after it. */
export function workingDaysUntil(today: string, day: string): number {
  const [from, to, sign] = today <= day ? [today, day, 1] : [day, today, -1];
  let count = 0;
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (isWorkingDay(d)) count += 1;
  return sign * count;
}

export type DueState = { day: string; workingDaysLeft: number; tone: "ok" | "soon" | "late" };

/** The promised day as staff see it: « bientôt » 3 working days before, « en retard » after it. */
export function dueState(today: string, day: string | null): DueState | null {
  if (!day) return null;
  const workingDaysLeft = workingDaysUntil(today, day);
  const tone = today > day ? "late" : workingDaysLeft <= DUE_SOON_WORKING_DAYS ? "soon" : "ok";
  return { day, workingDaysLeft, tone };
}

/** The deposit: a percentage of the TTC total, rounded to the cent (never taken from a form). */
export function depositCents(totalTtcCents: number, percent: number): number {
  return Math.round((totalTtcCents * percent) / 100);
}
