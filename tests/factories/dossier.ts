// Dossiers for the tests: a devis accepted by the client through its link, then its deposit
// recorded, as the visit and the report need them.
import { env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { acceptDevis } from "~/lib/devis/client.server";
import type { DevisFormInput } from "~/lib/devis/schema";
import { parisDay } from "~/lib/dates";
import { devisRow, ORIGIN, sentDevis, signerCodeFor, TEST_JWT_SECRET } from "./devis";

export function dossierDeps() {
  return { db: createDb(env.DB), bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET };
}

/** A devis sent, then accepted online by the client (as the link's form does). */
export async function acceptedDevis(
  actor: { id: number; email: string },
  options: { overrides?: Partial<DevisFormInput>; withdrawalChoice?: "attendre" | "commencer"; at?: Date } = {},
) {
  const sent = await sentDevis(actor, options.overrides);
  const outcome = await acceptDevis(
    dossierDeps(),
    sent.token,
    {
      // The client signs (a signer who is not the client is another case: docs/decisions/627).
      signerName: (await devisRow(sent.id)).clientName || "Claire Dubois",
      signerQuality: "Propriétaire du terrain",
      withdrawalChoice: options.withdrawalChoice ?? "commencer",
      code: await signerCodeFor(sent, options.at ? new Date(options.at.getTime() - 60_000) : new Date()),
    },
    { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (test)" },
    options.at,
  );
  if (!outcome.ok) throw new Error(`devis non accepté : ${JSON.stringify(outcome)}`);
  const row = await devisRow(sent.id);
  return { id: sent.id, number: sent.number, token: sent.token, version: row.version };
}

/**
 * An accepted devis whose deposit was received on `day`. The deposit is recorded as the
 * dossier's payments table holds it (the « Acompte reçu » step is another screen's: the
 * fixture writes its outcome, the state the visit and the report start from).
 */
export async function orderWithDeposit(
  actor: { id: number; email: string },
  options: { day?: string; amountCents?: number; withdrawalChoice?: "attendre" | "commencer"; overrides?: Partial<DevisFormInput> } = {},
) {
  const accepted = await acceptedDevis(actor, { withdrawalChoice: options.withdrawalChoice, overrides: options.overrides });
  const row = await devisRow(accepted.id);
  const day = options.day ?? parisDay(new Date());
  await env.DB.batch([
    env.DB.prepare("update devis set status = 'acompte_recu', version = version + 1 where id = ? and status = 'accepte'").bind(accepted.id),
    env.DB.prepare("insert into devis_payments (devis_id, kind, paid_on, amount_cents, mode, recorded_by) values (?, 'acompte', ?, ?, 'virement', ?)").bind(
      accepted.id,
      day,
      options.amountCents ?? Math.round(row.totalTtcCents * 0.3),
      actor.id,
    ),
  ]);
  return { ...accepted, version: accepted.version + 1 };
}
