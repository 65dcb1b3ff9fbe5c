// parisDay remembers the bounds of the last day it computed (a cheap page view on an
// edge-cache hit): every instant still gets its own Paris day, around midnight and the
// changes of time included.
import { expect, test } from "vitest";
import { parisDay } from "~/lib/dates";

test("parisDay gives the Paris calendar day of any instant, in any order, across midnight and the changes of time", () => {
  const cases: Array<[string, string]> = [
    ["2026-03-28T22:59:59.999Z", "2026-03-28"], // 23:59:59.999 in Paris (winter time, UTC+1)
    ["2026-03-28T23:00:00.000Z", "2026-03-29"], // midnight: the day summer time starts
    ["2026-03-29T21:59:59.999Z", "2026-03-29"], // 23:59:59.999 (summer time, UTC+2)
    ["2026-03-29T22:00:00.000Z", "2026-03-30"],
    ["2026-10-24T21:59:59.999Z", "2026-10-24"],
    ["2026-10-24T22:00:00.000Z", "2026-10-25"], // the day summer time ends: 25 hours long
    ["2026-10-25T22:59:59.999Z", "2026-10-25"],
    ["2026-10-25T23:00:00.000Z", "2026-10-26"],
    ["2026-03-28T23:00:00.000Z", "2026-03-29"], // back to an earlier day
    ["2026-03-28T12:00:00.000Z", "2026-03-28"],
  ];
  for (const [instant, day] of cases) expect(parisDay(new Date(instant)), instant).toBe(day);
  for (const [instant, day] of [...cases].reverse()) expect(parisDay(new Date(instant)), instant).toBe(day);
});
