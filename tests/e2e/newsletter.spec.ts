import { queryD1 } from "./forms-db";
import { expect, test } from "./fixtures";

test("a visitor subscribes to the newsletter and confirms by the e-mail link", async ({ page }) => {
  const email = `lecteur-${Date.now()}@example.fr`;
  await page.goto("/newsletter");
  await expect(page.getByRole("heading", { name: "Restez informé" })).toBeVisible();
  await page.getByRole("button", { name: "S'abonner" }).click();
  await expect(page.getByText("Veuillez entrer une adresse email valide")).toBeVisible();
  await page.getByLabel("Votre adresse e-mail").fill(email);
  await page.getByRole("button", { name: "S'abonner" }).click();
  await expect(page.getByText(/Si cette adresse n'est pas déjà abonnée, un e-mail de confirmation vient de lui être envoyé/)).toBeVisible();

  const [row] = queryD1<{ token: string; status: string }>(`select token, status from newsletter_subscribers where email = '${email}'`);
  expect(row.status).toBe("pending");
  const [mail] = queryD1<{ text: string }>(`select text from email_outbox where type = 'newsletter-confirmation' and "to" like '%${email}%'`);
  const link = mail.text.match(/https?:\/\/\S+\/newsletter\/confirmer\/\S+/)?.[0] ?? "";
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(page.getByText("Votre inscription à la newsletter est confirmée")).toBeVisible();

  await page.goto("/newsletter");
  await page.getByLabel("Votre adresse e-mail").fill(email);
  await page.getByRole("button", { name: "S'abonner" }).click();
  // Same answer as for a new address: the form does not reveal who subscribed.
  await expect(page.getByText(/Si cette adresse n'est pas déjà abonnée, un e-mail de confirmation vient de lui être envoyé/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter form posts and shows the answer", async ({ page }) => {
    await page.goto("/newsletter");
    await page.getByLabel("Votre adresse e-mail").fill(`nojs-lecteur-${Date.now()}@example.fr`);
    await page.getByRole("button", { name: "S'abonner" }).click();
    await expect(page.getByText(/Si cette adresse n'est pas déjà abonnée, un e-mail de confirmation vient de lui être envoyé/)).toBeVisible();
  });
});
