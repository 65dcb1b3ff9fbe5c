import { z } from "zod";

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
