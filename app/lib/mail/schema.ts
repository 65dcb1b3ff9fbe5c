import { z } from "zod";
import { isOneLine } from "~/lib/forms/text";

/**
 * A value that ends up in a header of the e-mail (subject, a name, an address, a file name):
 * one line, or a line break would start a header of its own (« Bcc: … »). Refused in French,
 * never cleaned up silently (docs/decisions/322).
 */
export function headerLine(what: string, max = 998) {
  return z
    .string({ error: `${what} est requis.` })
    .refine(isOneLine, `${what} doit tenir sur une ligne : retirez les retours à la ligne et les caractères de contrôle.`)
    .refine((value) => value.length <= max, `${what} ne peut pas dépasser ${max} caractères.`);
}

export const mailAddressSchema = z.object({
  email: headerLine("L'adresse e-mail", 254).pipe(z.email({ error: "L'adresse e-mail n'est pas valide." })),
  name: headerLine("Le nom du destinataire ou de l'expéditeur", 200).optional(),
});

const attachmentRefSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("simulation-pdf"), simulationId: z.number().int().positive(), filename: headerLine("Le nom de la pièce jointe", 200) }),
  z.object({ kind: z.literal("terrain-pdf"), terrainRequestId: z.number().int().positive(), filename: headerLine("Le nom de la pièce jointe", 200) }),
  // A devis the Worker stored itself (docs/decisions/621): only keys under devis/.
  z.object({ kind: z.literal("stored-pdf"), key: z.string().regex(/^devis\/[A-Za-z0-9/._-]+$/, "Pièce jointe refusée."), filename: headerLine("Le nom de la pièce jointe", 200) }),
  // The insurer's attestation stored from the settings (docs/decisions/636).
  z.object({
    kind: z.literal("insurance-attestation"),
    key: z.string().regex(/^insurance\/[A-Za-z0-9._-]+$/, "Pièce jointe refusée."),
    filename: headerLine("Le nom de la pièce jointe", 200),
  }),
  // A planned visit's .ics, rebuilt from its row (docs/decisions/645); `cancelledAt` (ms): the CANCEL of that planning (docs/decisions/945).
  z.object({
    kind: z.literal("visit-ics"),
    devisId: z.number().int().positive(),
    sequence: z.number().int().min(0),
    cancelledAt: z.number().int().positive().optional(),
    // The engineer's copy (they are its attendee), else the client's.
    to: z.literal("engineer").optional(),
    filename: headerLine("Le nom de la pièce jointe", 200),
  }),
  // A plan or document attached to a devis (docs/decisions/649).
  z.object({ kind: z.literal("devis-document"), documentId: z.number().int().positive(), filename: headerLine("Le nom de la pièce jointe", 200) }),
]);

/** Every e-mail written to the outbox, whoever builds it (outboxInsert parses it). */
export const outgoingEmailSchema = z.object({
  type: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Type d'e-mail invalide."),
  to: z.array(mailAddressSchema).min(1, "Un e-mail a au moins un destinataire."),
  replyTo: mailAddressSchema.optional(),
  subject: headerLine("L'objet de l'e-mail").refine((value) => value.trim() !== "", "L'objet de l'e-mail est requis."),
  text: z.string(),
  html: z.string(),
  attachments: z.array(attachmentRefSchema).optional(),
  related: z.object({ type: z.string(), id: z.number().int() }).optional(),
});

/** The headers of a message as it leaves (the sender comes from the settings at send time). */
export const outgoingHeadersSchema = z.object({
  from: mailAddressSchema,
  to: z.array(mailAddressSchema).min(1, "Un e-mail a au moins un destinataire."),
  replyTo: mailAddressSchema.nullish(),
  subject: outgoingEmailSchema.shape.subject,
  attachments: z.array(z.object({ filename: headerLine("Le nom de la pièce jointe", 200) })),
});

/** The first French message of a refused e-mail. */
export function invalidEmailMessage(error: z.ZodError) {
  return error.issues[0]?.message ?? "E-mail invalide.";
}

/** Queue messages are versioned; unknown shapes are recorded, never retried forever. */
export const mailJobSchema = z.discriminatedUnion("type", [
  z.object({
    version: z.literal(1),
    type: z.literal("email"),
    /** email_outbox.message_id */
    messageId: z.uuid(),
  }),
  z.object({
    version: z.literal(1),
    type: z.literal("webhook"),
    /** contact_requests.id forwarded to the super-admin's webhook */
    contactRequestId: z.number().int().positive(),
  }),
  z.object({
    version: z.literal(1),
    type: z.literal("webhook-test"),
    /** details.testId of the 'webhook.test' audit row of the super admin who asked */
    testId: z.uuid(),
  }),
]);

export type MailJob = z.infer<typeof mailJobSchema>;
