// The one interface between the mail consumer and the owners of attachments (docs/decisions/917):
// an outbox row keeps a reference (MailAttachmentRef), never the bytes; at send time the
// consumer asks the producer of the reference's kind for them. Each owner writes its producer
// (the simulator's estimate, the terrain result, the stored devis PDFs) and the registry in
// app/lib/attachments/registry.server.ts lists one per kind: mail imports none of them.
import type { Db } from "~/db/client.server";
import type { MailAttachmentRef } from "~/db/schema";
import type { AppEnv } from "~/lib/env.server";

/** An attachment as the transport sends it. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

export type AttachmentDeps = { db: Db; env: AppEnv };

/** The bytes of one reference of kind K, at send time; throws when the document is gone. */
export type AttachmentProducer<K extends MailAttachmentRef["kind"]> = (deps: AttachmentDeps, ref: Extract<MailAttachmentRef, { kind: K }>) => Promise<MailAttachment>;

/** One producer per kind: a kind added to MailAttachmentRef without one is a type error in the registry. */
export type AttachmentProducers = { [K in MailAttachmentRef["kind"]]: AttachmentProducer<K> };

/** What the consumer calls (ConsumerDeps.resolveAttachment). */
export type AttachmentResolver = (ref: MailAttachmentRef) => Promise<MailAttachment>;

/** The resolver over a registry; a kind this version does not know (an older row) is refused. */
export function attachmentResolver(producers: AttachmentProducers, deps: AttachmentDeps): AttachmentResolver {
  return (ref) => {
    const produce = (producers as Record<string, AttachmentProducer<MailAttachmentRef["kind"]> | undefined>)[ref.kind];
    if (!produce) return Promise.reject(new Error(`Type de pièce jointe non pris en charge : ${ref.kind}`));
    return produce(deps, ref as never);
  };
}
