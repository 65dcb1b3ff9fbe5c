import { expect, test } from "vitest";
import { checkIban, formatIban, IBAN_MESSAGES, isValidBic, maskIban } from "~/lib/settings/bank";
import { validateSetting } from "~/lib/settings/schema";

test("a real IBAN passes its ISO 13616 key, typed with spaces or in lower case", () => {
  expect(checkIban("FR76 3000 6000 0112 3456 7890 189")).toEqual({ ok: true, iban: "FR7630006000011234567890189" });
  expect(checkIban("fr7630006000011234567890189").ok).toBe(true);
  expect(checkIban("DE89 3704 0044 0532 0130 00").ok).toBe(true);
  expect(checkIban("GB82 WEST 1234 5698 7654 32").ok).toBe(true);
});

test("a wrong character, a wrong length or a wrong shape is refused with its French reason", () => {
  expect(checkIban("FR76 3000 6000 0112 3456 7890 188")).toEqual({ ok: false, reason: "refused", message: IBAN_MESSAGES.key });
  expect(checkIban("FR76 3000 6000 0112 3456 7890 18")).toEqual({ ok: false, reason: "refused", message: IBAN_MESSAGES.length("FR", 27) });
  expect(checkIban("76FR 3000")).toMatchObject({ ok: false, message: IBAN_MESSAGES.shape });
});

test("the IBAN is shown in groups of four, and masked in lists", () => {
  expect(formatIban("FR7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
  expect(maskIban("FR76 3000 6000 0112 3456 7890 189")).toBe("FR76 •••• •••• •••• •••• •••• 189");
});

test("the settings store a checked IBAN formatted, a BIC in capitals, a deposit from 0 to 100 %", () => {
  expect(validateSetting("payment.iban", "fr7630006000011234567890189")).toEqual({ ok: true, value: "FR76 3000 6000 0112 3456 7890 189" });
  expect(validateSetting("payment.iban", "FR7630006000011234567890188")).toMatchObject({ ok: false, message: IBAN_MESSAGES.key });
  expect(validateSetting("payment.bic", "agrifrpp xxx")).toEqual({ ok: true, value: "AGRIFRPPXXX" });
  expect(isValidBic("AGRIFRPP")).toBe(true);
  expect(validateSetting("payment.bic", "AGRI")).toMatchObject({ ok: false, message: IBAN_MESSAGES.bic });
  expect(validateSetting("payment.deposit_percent", "30")).toEqual({ ok: true, value: "30" });
  expect(validateSetting("payment.deposit_percent", "120")).toMatchObject({ ok: false });
});
