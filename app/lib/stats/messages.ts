// The messages of the statistics queue (docs/decisions/521-page-views-through-a-queue.md):
// what a request learnt about a page view or a simulator funnel step, written to D1 later
// by the queue consumer, many per statement. Versioned and parsed when consumed.
import { z } from "zod";
import { TRAFFIC_SOURCES } from "./labels";

const at = z.number().int().positive();
const visitorId = z.string().regex(/^[0-9a-f-]{36}$/);
const source = z.enum(TRAFFIC_SOURCES);

export const statsMessageSchema = z.discriminatedUnion("type", [
  z.object({
    version: z.literal(1),
    type: z.literal("page-view"),
    /** When the page was served (ms): its Paris day and `created_at`. */
    at,
    path: z.string().min(1).max(300),
    title: z.string().max(300).nullable(),
    visitorId,
    isNewVisitor: z.boolean(),
    source,
    referrerHost: z.string().max(255).nullable(),
    region: z.string().max(100).nullable(),
  }),
  z.object({
    version: z.literal(1),
    type: z.literal("funnel-step"),
    at,
    visitorId,
    /** False when the id was drawn for this step (no visitor cookie): no earlier visit to look up. */
    knownVisitor: z.boolean(),
    step: z.number().int().min(0).max(5),
    /** The source of the request itself (its referrer). */
    source,
  }),
]);

export type StatsMessage = z.infer<typeof statsMessageSchema>;
export type PageViewMessage = Extract<StatsMessage, { type: "page-view" }>;
export type FunnelStepMessage = Extract<StatsMessage, { type: "funnel-step" }>;
