// The firm's facts every devis prints or needs before it can be sent (docs/decisions/623, 636,
// 637, 642, 643), one list for both suites: the journeys that send a devis set them, then put
// the settings back (tests/e2e/devis-journey.ts); the workerd tests' factories, whose database
// the seed did not fill, add the postcode, city, phone, notification address and capital
// (tests/factories/devis.ts, docs/decisions/940).
export const DEVIS_FACTS: Record<string, string> = {
  "contact.street": "18 rue de la Roquette",
  "legal.siret": "912 345 678 00017",
  "legal.rcs": "RCS Paris 912 345 678",
  "legal.vat": "FR12 912345678",
  "legal.insurer": "SMABTP",
  "legal.insurance_policy": "123456789",
  "mediator.name": "Médiateur de la consommation CM2C",
  "mediator.address": "49 rue de Ponthieu, 75008 Paris",
  "mediator.website": "https://www.cm2c.net",
  "insurance.rc_address": "8 rue Louis Armand, 75015 Paris",
  "insurance.rc_cover": "France métropolitaine",
  "insurance.decennial_insurer": "SMABTP",
  "insurance.decennial_address": "8 rue Louis Armand, 75015 Paris",
  "insurance.decennial_policy": "987654321",
  "insurance.decennial_cover": "France métropolitaine",
  // The model withdrawal form names the firm's e-mail; the deposit needs the bank details (docs/decisions/642, 643).
  "contact.email": "contact@lutetia-geotechnique.fr",
  "payment.account_holder": "Lutetia Géotechnique SAS",
  "payment.iban": "FR76 3000 6000 0112 3456 7890 189",
  "payment.bic": "AGRIFRPPXXX",
};
