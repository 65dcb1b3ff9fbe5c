// The accessibility check itself (tests/e2e/axe.ts): run inside the page (axe-core's legacy
// mode, docs/decisions/950-journeys-cost.md), it still finds a violation in the page and in a
// same-origin frame, and it measures WCAG 2.2 A/AA only (axe's « best practices » are not
// failures of the journeys).
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

test("the accessibility check fails on a form field without a label", async ({ page }) => {
  await page.goto("/cgv");
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.querySelector("main")?.append(document.createElement("input")));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/"rule": "label"/);
});

test("the accessibility check fails on a field without a label inside a same-origin frame", async ({ page }) => {
  await page.goto("/cgv");
  await page.evaluate(async () => {
    const frame = document.createElement("iframe");
    frame.title = "Cadre de test";
    frame.srcdoc = '<!doctype html><html lang="fr"><title>Cadre</title><main><input></main></html>';
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve));
    document.querySelector("main")?.append(frame);
    await loaded;
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/"rule": "label"/);
});

test("the accessibility check measures WCAG 2.2 A and AA, not axe's best practices", async ({ page }) => {
  await page.goto("/cgv");
  // A heading level skipped: axe's « heading-order », a best practice outside WCAG's success criteria.
  await page.evaluate(() => {
    const heading = document.createElement("h6");
    heading.textContent = "Titre de niveau 6";
    document.querySelector("main")?.append(heading);
  });
  await expectNoAxeViolations(page);
});
