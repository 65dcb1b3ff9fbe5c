import type { Db } from "~/db/client.server";
import type { MailAttachmentRef } from "~/db/schema";
import type { AppEnv } from "~/lib/env.server";
import { estimatePdf } from "~/lib/simulator/estimate.server";
import { generateTerrainPdf } from "~/lib/terrain/report.server";

/**
 * Produces the bytes of an attachment referenced by an outbox row, at send time
 * (the outbox keeps a reference, never the bytes): the stored estimate, the terrain result.
 */
export async function resolveMailAttachment(deps: { db: Db; env: AppEnv }, ref: MailAttachmentRef): Promise<{ filename: string; contentType: string; content: Uint8Array }> {
  switch (ref.kind) {
    case "simulation-pdf": {
      // The estimate stored when the simulation was (docs/decisions/610): the same bytes as every download.
      const estimate = await estimatePdf({ db: deps.db, bucket: deps.env.ATTACHMENTS }, ref.simulationId);
      if (!estimate) throw new Error(`Simulation ${ref.simulationId} introuvable pour la pièce jointe`);
      return { filename: ref.filename, contentType: "application/pdf", content: estimate.bytes };
    }
    case "terrain-pdf": {
      const content = await generateTerrainPdf(deps.db, ref.terrainRequestId);
      if (!content) throw new Error(`Résultat /mon-terrain ${ref.terrainRequestId} introuvable pour la pièce jointe`);
      return { filename: ref.filename, contentType: "application/pdf", content };
    }
    case "stored-pdf": {
      // Only the devis documents the Worker stored itself: a reference is never a path a visitor chose.
      if (!ref.key.startsWith("devis/")) throw new Error(`Pièce jointe refusée : ${ref.key}`);
      const object = await deps.env.ATTACHMENTS.get(ref.key);
      if (!object) throw new Error(`Document ${ref.key} introuvable pour la pièce jointe`);
      return { filename: ref.filename, contentType: "application/pdf", content: new Uint8Array(await object.arrayBuffer()) };
    }
    default:
      throw new Error(`Type de pièce jointe non pris en charge : ${(ref as { kind: string }).kind}`);
  }
}
