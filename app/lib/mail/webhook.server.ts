import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, contactAttachments, contactRequests } from "~/db/schema";
import { getSettings } from "~/lib/settings/settings.server";

/**
 * Forwards a stored contact request to the webhook configured by a super admin
 * (never to a URL sent by a visitor). Returns "retry" on transient failures.
 */
export async function forwardContactRequest(
  db: Db,
  contactRequestId: number,
  fetcher: typeof fetch,
): Promise<"done" | "retry"> {
  const settings = await getSettings(db);
  const target = settings.integrations.webhook_url.trim();
  if (!target) return "done";
  const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, contactRequestId));
  if (!request) return "done";
  const files = await db
    .select({ name: contactAttachments.originalName, size: contactAttachments.size })
    .from(contactAttachments)
    .where(eq(contactAttachments.requestId, contactRequestId));
  let response: Response;
  try {
    response = await fetcher(target, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        reference: request.reference,
        fullName: request.fullName,
        email: request.email,
        phone: request.phone,
        profession: request.profession,
        subject: request.subject,
        message: request.message,
        withoutAttachments: files.length === 0,
        fileNames: files.map((f) => f.name),
        createdAt: request.createdAt.toISOString(),
      }),
    });
  } catch {
    return "retry";
  }
  if (response.status >= 500 || response.status === 429) return "retry";
  if (!response.ok) {
    await db.insert(auditLog).values({
      action: "webhook.failed",
      targetType: "contact_request",
      targetId: String(contactRequestId),
      details: { status: response.status },
    });
  }
  return "done";
}
