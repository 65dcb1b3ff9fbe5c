// Contact requests, attachments and simulations for the admin tests.
import { env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { contactAttachments, contactRequests, simulations } from "~/db/schema";

export async function createContactRequest(overrides: Partial<typeof contactRequests.$inferInsert> = {}) {
  const db = createDb(env.DB);
  const suffix = Math.random().toString(36).slice(2, 8);
  const [row] = await db
    .insert(contactRequests)
    .values({
      fullName: `Jeanne Martin ${suffix}`,
      email: `jeanne.${suffix}@exemple.fr`,
      phone: "06 12 34 56 78",
      profession: "particulier",
      subject: "etude_geotechnique_g1",
      message: "Bonjour, nous construisons une maison à Vincennes et avons besoin d'une étude G1.",
      ...overrides,
    })
    .returning();
  const reference = `CT-2026-${String(row.id).padStart(6, "0")}`;
  await env.DB.prepare("update contact_requests set reference = ? where id = ?").bind(reference, row.id).run();
  return { ...row, reference };
}

export async function createAttachment(requestId: number, content = "%PDF-1.4 plan de masse", name = "plan de masse été.pdf") {
  const key = `contact/${requestId}/${crypto.randomUUID()}.pdf`;
  await env.ATTACHMENTS.put(key, content, { httpMetadata: { contentType: "application/pdf" } });
  const [row] = await createDb(env.DB)
    .insert(contactAttachments)
    .values({ requestId, r2Key: key, originalName: name, mimeType: "application/pdf", size: new TextEncoder().encode(content).length })
    .returning();
  return row;
}

export async function createSimulation(overrides: Partial<typeof simulations.$inferInsert> = {}) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const [row] = await createDb(env.DB)
    .insert(simulations)
    .values({
      publicToken: crypto.randomUUID(),
      devisNumber: `SOL-${Math.floor(Math.random() * 1e6)
        .toString()
        .padStart(6, "0")}-${suffix}`,
      devisDate: new Date(),
      userEmail: `client.${suffix}@exemple.fr`,
      userPhone: "0612345678",
      userFirstName: "Paul",
      userLastName: `Durand ${suffix}`,
      projectNature: "construction_neuve",
      projectType: "construction_neuve",
      constructionType: "maison_individuelle",
      location: "Montreuil (93)",
      surfaceBatie: "120",
      terrainSuperficie: "450",
      services: ["g1-es", "g2-avp"],
      servicesDetails: [
        { id: "g1-es", name: "Étude G1 ES", quantity: 1, basePrice: 1200 },
        { id: "g2-avp", name: "Étude G2 AVP", quantity: 1, basePrice: 2200 },
      ],
      totalHt: 3400,
      totalTtc: 4080,
      ...overrides,
    })
    .returning();
  return row;
}
