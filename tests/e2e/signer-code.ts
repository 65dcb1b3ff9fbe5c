// The signer's code step of /devis/{token} (docs/decisions/626), as a client does it: « Recevoir
// mon code par e-mail », then the code read from the e-mail (the captured outbox) typed in.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { queryD1 } from "./forms-db";

/** The newest signer code e-mailed for the devis, read from the outbox as the client reads the e-mail. */
export function codeFromOutbox(devisId: number): string {
  const [row] = queryD1<{ text: string }>(
    `select text from email_outbox where related_type = 'devis' and related_id = ${Number(devisId)} and type = 'devis-signer-code' order by id desc limit 1`,
  );
  const code = /Code de confirmation : (\d{6})/.exec(row?.text ?? "")?.[1];
  expect(code, "le code dans l'e-mail").toBeTruthy();
  return code ?? "";
}

/** The newest devis addressed to `email` (a journey's own client). */
export function devisIdFor(email: string): number {
  const [row] = queryD1<{ id: number }>(`select id from devis where client_email = '${email.replaceAll("'", "''")}' order by id desc limit 1`);
  expect(row?.id, `un devis pour ${email}`).toBeTruthy();
  return Number(row?.id);
}

/** On an open devis page: asks for the code and types the one received. */
export async function enterSignerCode(page: Page, devisId: number) {
  await page.getByRole("button", { name: /Recevoir (mon|un nouveau) code/ }).click();
  await expect(page.getByText(/Code envoyé à /)).toBeVisible();
  await page.getByRole("textbox", { name: "Code de confirmation reçu par e-mail" }).fill(codeFromOutbox(devisId));
}
