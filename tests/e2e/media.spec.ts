import { STAFF, useSession } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { pngFile } from "./files";
import { expect, test } from "./fixtures";

test("a file dropped on the upload dialog shows its progress and appears in the table", async ({ page }) => {
  await useSession(page, STAFF.author);
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { name: "Médiathèque", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Téléverser des fichiers" }).click();
  const dialog = page.getByRole("dialog", { name: "Téléverser des fichiers" });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Téléverser" }).click();
  await expect(dialog.getByText("Veuillez sélectionner un fichier à téléverser")).toBeVisible();

  // A 3 MB image (stored without compression), dropped like a file from the desktop. Not
  // random pixels: every upload is re-encoded in AVIF, which takes a minute for noise locally.
  const name = `releve-piezometrique-${Date.now().toString(36)}.png`;
  const bytes = pngFile(1024, 1024, { uncompressed: true });
  const dataTransfer = await page.evaluateHandle(
    ({ fileName, content }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(content), (c) => c.charCodeAt(0))], fileName, { type: "image/png" }));
      return transfer;
    },
    { fileName: name, content: bytes.toString("base64") },
  );
  await dialog.getByTestId("media-drop-zone").dispatchEvent("drop", { dataTransfer });
  const progress = dialog.getByRole("progressbar", { name: `Téléversement de ${name}` });
  await expect(progress).toHaveAttribute("aria-valuenow", "0");
  await expect(dialog.getByText("En attente")).toBeVisible();

  // Every value the bar takes, to see that it follows the bytes sent.
  await progress.evaluate((bar) => {
    const seen: Array<string> = [];
    (window as unknown as { progressValues: Array<string> }).progressValues = seen;
    new MutationObserver(() => seen.push(bar.getAttribute("aria-valuenow") ?? "")).observe(bar, { attributes: true, attributeFilter: ["aria-valuenow"] });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await dialog.getByRole("button", { name: "Téléverser" }).click();
  await expect(dialog.getByText("Fichier téléversé avec succès", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const values = await page.evaluate(() => (window as unknown as { progressValues: Array<string> }).progressValues.map(Number));
  expect(
    values.some((value) => value > 0 && value < 100),
    `valeurs de progression : ${values.join(", ")}`,
  ).toBe(true);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expectNoAxeViolations(page);

  await dialog.getByRole("link", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(name.replace(/[.-]/g, "\\$&")) });
  await expect(row).toContainText("1024 × 1024 px");
  await expect(row).toContainText("PNG");
  // The thumbnail is the image's 480 px WebP variant; the file itself stays at its address.
  await expect(row.locator("img")).toHaveAttribute("src", /^\/media\/[a-f0-9]{32}-480x480\.webp$/);
  await expect(row.getByRole("link", { name: /^Voir / })).toHaveAttribute("href", /^\/media\/[a-f0-9]{32}-1024x1024\.png$/);
  await expectNoAxeViolations(page);
});
