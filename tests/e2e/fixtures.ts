import { test as base, expect } from "@playwright/test";

/** Every journey fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: Array<string> }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: Array<string> = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "aucune erreur dans la console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
