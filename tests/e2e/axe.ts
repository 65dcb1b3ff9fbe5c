// The accessibility check every screen test ends with (docs/decisions/309):
//
//   await expectNoAxeViolations(page);
//   await expectNoAxeViolations(page, { exclude: [".third-party-widget"] });
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA, as the issue asks: every level-A and AA rule up to 2.2. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core on the page as it is now and fails with a readable list (rule, impact,
 * help, elements) when anything is violated. The page is switched to reduced motion
 * first, and any transition still running is let finish, so no element is measured half-way
 * through the reveal animation.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: Array<string> } = {}) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // A reveal already under way when the media changed (a footer column entering the view as the
  // page answered) may still be running: axe would measure its colour half-faded. Wait for every
  // running transition and finite animation to end (a spinner never does), after the style change has been applied.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  // axe.run in the page itself (`setLegacyMode`): the default runs axe.runPartial in every frame,
  // then opens a blank page, injects axe-core again and finishes there — twice the work, for the
  // cross-origin frames our pages never show loaded (the map's frame is added on demand, the
  // e-mail preview's frame is sandboxed: no script runs in it either way). Only the violations
  // are gathered: the passes were never read (docs/decisions/950-journeys-cost.md).
  // `options` first: it replaces the run options, `withTags` then adds the rule set to them.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim() ?? ""}`.slice(0, 300)),
  }));
  expect(violations, `axe : violations WCAG 2.2 AA sur ${new URL(page.url()).pathname}`).toEqual([]);
  return results;
}
