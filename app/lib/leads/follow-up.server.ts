// The follow-up of a contact request or simulation: owner, follow-up day, status, internal
// notes, replies through the mail outbox, and the history of all of it (lead_events).
// A change of the lead is saved at the version the screen was loaded at (409 otherwise),
// with its history event and Journal entry in the same batch.
import { batchByName } from "~/db/batch.server";
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { contactRequests, emailOutbox, leadEvents, simulations, users, type LeadEventDetails, type LeadKind, type LeadStatus } from "~/db/schema";
import { type SaveOutcome, saveVersioned } from "~/lib/admin/concurrency.server";
import { auditInsert, auditInsertWhen } from "~/lib/audit/audit.server";
import { permissionMinimum, ROLE_ORDER, type SessionUser } from "~/lib/auth/permissions";
import { dispatchEmail, emailProblem, type OutgoingEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail } from "~/lib/mail/templates.server";
import { privacyLinkUrl } from "~/lib/privacy/link.server";
import { buildSettings, type Settings } from "~/lib/settings/definitions";
import { settingsQuery } from "~/lib/settings/settings.server";
import { formatDate, parisDay } from "~/lib/dates";
import { replySubject } from "./follow-up";
import type { Actor } from "~/lib/auth/actor";

/** Who follows a lead up: their name is shown on the note. */
type FollowUpActor = Actor & Pick<SessionUser, "firstName" | "lastName">;

export const leadTables = { contact: contactRequests, simulation: simulations } as const;

/** A contact request still being stored (docs/decisions/313) is not a lead yet. */
const stored = (kind: LeadKind) => (kind === "contact" ? isNull(contactRequests.pending) : undefined);

/** The audit_log / email_outbox name of a lead kind. */
export function leadTargetType(kind: LeadKind) {
  return kind === "contact" ? "contact_request" : "simulation";
}

const staffName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** Roles that may follow up requests ("manage:leads"): the people a request can be given to. */
export function leadRoles() {
  const minimum = ROLE_ORDER.indexOf(permissionMinimum("manage:leads"));
  return ROLE_ORDER.filter((_, index) => index >= minimum);
}

export function assignableStaffQuery(db: Db) {
  return db
    .select({ id: users.id, name: staffName.as("staff_name"), email: users.email })
    .from(users)
    .where(inArray(users.role, leadRoles()))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

/** The history of a lead, newest first, with each reply's delivery state. */
function historyQuery(db: Db, kind: LeadKind, id: number) {
  return db
    .select({
      id: leadEvents.id,
      type: leadEvents.type,
      body: leadEvents.body,
      details: leadEvents.details,
      createdAt: leadEvents.createdAt,
      authorName: sql<string | null>`${staffName}`.as("author_name"),
      deliveryStatus: sql<string | null>`${emailOutbox.status}`.as("delivery_status"),
      deliveryError: sql<string | null>`${emailOutbox.lastError}`.as("delivery_error"),
      /** The reply exactly as the client receives it (plain-text version). */
      deliveredText: sql<string | null>`${emailOutbox.text}`.as("delivered_text"),
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.authorId))
    .leftJoin(emailOutbox, and(eq(leadEvents.type, "reply"), eq(emailOutbox.messageId, sql`json_extract(${leadEvents.details}, '$.messageId')`)))
    .where(and(eq(leadEvents.kind, kind), eq(leadEvents.leadId, id)))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
}

/** Owner, follow-up day, version, history and the staff a lead can be given to. */
export async function getLeadFollowUp(db: Db, kind: LeadKind, id: number) {
  const table = leadTables[kind];
  const { rows, history, staff } = await batchByName(db, {
    rows: db
      .select({ ownerId: table.ownerId, followUpOn: table.followUpOn, version: table.version })
      .from(table)
      .where(and(eq(table.id, id), stored(kind)))
      .limit(1),
    history: historyQuery(db, kind, id),
    staff: assignableStaffQuery(db),
  });
  const lead = rows[0];
  if (!lead) return null;
  return { ...lead, owner: staff.find((member) => member.id === lead.ownerId) ?? null, history, staff };
}

export type LeadHistoryEntry = Awaited<ReturnType<typeof historyQuery>>[number];

export type LeadChange = { status: LeadStatus } | { ownerId: number | null } | { followUpOn: string | null };

export type LeadUpdateOutcome = SaveOutcome | { ok: false; reason: "invalid-owner" } | { ok: true; unchanged: true };

/**
 * Changes the status, the owner or the follow-up day of a lead at the version the form
 * was loaded at. The history event and the Journal entry go in the same batch; a change
 * that changes nothing records nothing.
 */
export async function updateLead(
  db: Db,
  actor: FollowUpActor,
  target: { kind: LeadKind; id: number; version: number },
  change: LeadChange,
  now = new Date(),
): Promise<LeadUpdateOutcome> {
  const { kind, id } = target;
  const table = leadTables[kind];
  const [current] = await db
    .select({ status: table.status, ownerId: table.ownerId, followUpOn: table.followUpOn })
    .from(table)
    .where(and(eq(table.id, id), stored(kind)))
    .limit(1);
  if (!current) return { ok: false, reason: "not-found" };
  const auditTarget = { type: leadTargetType(kind), id };
  const event = (type: "status" | "assigned" | "follow_up", details: LeadEventDetails) =>
    db.insert(leadEvents).values({ kind, leadId: id, type, authorId: actor.id, details, createdAt: now });
  const after: Array<BatchItem<"sqlite">> = [];
  let values: Partial<typeof contactRequests.$inferInsert>;

  if ("status" in change) {
    if (change.status === current.status) return { ok: true, unchanged: true };
    values = { status: change.status, statusChangedBy: actor.id, statusChangedAt: now };
    const details = { from: current.status, to: change.status };
    after.push(event("status", details), auditInsert(db, { action: "lead.status_change", actor, target: auditTarget, details }));
  } else if ("ownerId" in change) {
    if (change.ownerId === current.ownerId) return { ok: true, unchanged: true };
    let toName: string | null = null;
    if (change.ownerId !== null) {
      const [owner] = await db
        .select({ name: staffName.as("staff_name") })
        .from(users)
        .where(and(eq(users.id, change.ownerId), inArray(users.role, leadRoles())))
        .limit(1);
      if (!owner) return { ok: false, reason: "invalid-owner" };
      toName = owner.name;
    }
    values = { ownerId: change.ownerId };
    const details = { from: current.ownerId, to: change.ownerId, toName };
    after.push(event("assigned", details), auditInsert(db, { action: "lead.assign", actor, target: auditTarget, details }));
  } else {
    if (change.followUpOn === current.followUpOn) return { ok: true, unchanged: true };
    values = { followUpOn: change.followUpOn };
    const details = { from: current.followUpOn, to: change.followUpOn };
    after.push(event("follow_up", details), auditInsert(db, { action: "lead.follow_up", actor, target: auditTarget, details }));
  }
  return saveVersioned(db, table, { id, version: target.version }, actor.id, values, { after });
}

/** An internal note in the history of a lead (never shown to the client). */
export async function addLeadNote(db: Db, actor: FollowUpActor, input: { kind: LeadKind; id: number; body: string }): Promise<boolean> {
  const table = leadTables[input.kind];
  const [lead] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, input.id), stored(input.kind)))
    .limit(1);
  if (!lead) return false;
  await db.insert(leadEvents).values({ kind: input.kind, leadId: input.id, type: "note", authorId: actor.id, body: input.body });
  return true;
}

/** Who the reply goes to and what it answers. */
async function replyTarget(db: Db, kind: LeadKind, id: number) {
  if (kind === "contact") {
    const [row] = await db
      .select({
        email: contactRequests.email,
        name: contactRequests.fullName,
        reference: contactRequests.reference,
        createdAt: contactRequests.createdAt,
        status: contactRequests.status,
      })
      .from(contactRequests)
      .where(and(eq(contactRequests.id, id), stored("contact")))
      .limit(1);
    return row ? { ...row, reference: row.reference ?? `n° ${id}`, what: "votre demande" } : null;
  }
  const [row] = await db
    .select({
      email: simulations.userEmail,
      name: sql<string>`${simulations.userFirstName} || ' ' || ${simulations.userLastName}`.as("client_name"),
      reference: simulations.devisNumber,
      createdAt: simulations.createdAt,
      status: simulations.status,
    })
    .from(simulations)
    .where(eq(simulations.id, id))
    .limit(1);
  return row ? { ...row, what: "votre simulation de devis" } : null;
}

type ReplyTarget = NonNullable<Awaited<ReturnType<typeof replyTarget>>>;

/**
 * The reply as it leaves: the staff member's text first, exactly as typed (no greeting of the
 * template's own, docs/decisions/325), then their name, the reference it answers and the
 * firm's signature, which the form shows before sending (replyAdditions). `privacyUrl`: the
 * personal link of the client's address, at the foot of the message (docs/decisions/342).
 */
export function replyEmail(
  settings: Settings,
  actor: FollowUpActor,
  lead: ReplyTarget,
  input: { kind: LeadKind; id: number; subject: string; body: string },
  privacyUrl: string,
): OutgoingEmail {
  const signer = `${actor.firstName} ${actor.lastName}`.trim();
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: privacyUrl },
    title: input.subject,
    blocks: [
      { kind: "paragraph", text: input.body },
      ...(signer ? [{ kind: "paragraph" as const, text: signer }] : []),
      { kind: "note", text: `En réponse à ${lead.what} ${lead.reference} du ${formatDate(lead.createdAt)}. Vous pouvez répondre directement à ce message.` },
    ],
  });
  return {
    type: "lead-reply",
    to: [{ email: lead.email, name: lead.name }],
    replyTo: { email: settings.contact.email, name: settings.general.site_name },
    subject: input.subject,
    text,
    html,
    related: { type: leadTargetType(input.kind), id: input.id },
  };
}

const BODY_MARK = "\u0000corps\u0000";

/** Exactly what the e-mail adds under the staff member's text (plain-text version). */
export function replyAdditions(settings: Settings, actor: FollowUpActor, lead: ReplyTarget, kind: LeadKind, id: number, privacyUrl: string): string {
  const { text } = replyEmail(settings, actor, lead, { kind, id, subject: "", body: BODY_MARK }, privacyUrl);
  return text.slice(text.indexOf(BODY_MARK) + BODY_MARK.length).trim();
}

export type ReplyOutcome = { ok: true; messageId: string } | { ok: false; reason: "not-found" | "already-sent" } | { ok: false; reason: "invalid-email"; message: string };

/**
 * 'Répondre': the reply is written to the outbox (with its history event and Journal
 * entry, in one batch) and then queued; it is never sent inline, and a provider failure
 * leaves it in the outbox to retry. The message id comes from the form, so the same form
 * posted twice queues one message. A « Nouveau » request moves to « En cours » in the same
 * batch, with its history event and Journal entry (only if it is still « Nouveau » then).
 */
export async function replyToLead(
  deps: { db: Db; queue: Queue; origin: string; secret: string },
  actor: FollowUpActor,
  input: { kind: LeadKind; id: number; messageId: string; subject: string; body: string },
  now = new Date(),
): Promise<ReplyOutcome> {
  const { db } = deps;
  const [lead, [existing], settingRows] = await Promise.all([
    replyTarget(db, input.kind, input.id),
    db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.messageId, input.messageId)).limit(1),
    settingsQuery(db),
  ]);
  if (!lead) return { ok: false, reason: "not-found" };
  if (existing) return { ok: false, reason: "already-sent" };
  const settings = buildSettings(settingRows);
  const privacyUrl = await privacyLinkUrl(deps.secret, deps.origin, lead.email);
  const email = replyEmail(settings, actor, lead, input, privacyUrl);
  // A name stored before names were checked may still hold a line break: refused in French.
  const problem = emailProblem(email);
  if (problem) return { ok: false, reason: "invalid-email", message: problem };
  const target = { type: leadTargetType(input.kind), id: input.id };
  const details: LeadEventDetails = { messageId: input.messageId, subject: input.subject, recipient: lead.email };
  const { inserted } = await batchByName(db, {
    inserted: outboxInsert(db, email, input.messageId).onConflictDoNothing().returning({ id: emailOutbox.id }),
    event: db.insert(leadEvents).values({ kind: input.kind, leadId: input.id, type: "reply", authorId: actor.id, body: input.body, details, createdAt: now }),
    audit: auditInsert(db, { action: "lead.reply", actor, target, details: { messageId: input.messageId, subject: input.subject } }),
    followUp: lead.status === "nouveau" ? startFollowUp(db, actor, input.kind, input.id, now) : [],
  });
  if (inserted.length === 0) return { ok: false, reason: "already-sent" };
  await dispatchEmail(deps, input.messageId);
  return { ok: true, messageId: input.messageId };
}

/**
 * The « status » history event of request `id`, written only where `where` still holds when the
 * batch runs (the status it changes from): an insert … select of every column of the table, in
 * its order (Drizzle's rule); id null = the next one.
 */
export function statusEventWhen(db: Db, kind: LeadKind, id: number, event: { authorId: number | null; details: SQL<string>; where: SQL | undefined; now: Date }) {
  return db.insert(leadEvents).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        kind: sql<LeadKind>`${kind}`.as("kind"),
        leadId: sql<number>`${id}`.as("lead_id"),
        type: sql<string>`'status'`.as("type"),
        authorId: sql<number | null>`${event.authorId}`.as("author_id"),
        body: sql<string | null>`null`.as("body"),
        details: event.details.as("details"),
        createdAt: sql<number>`${event.now.getTime()}`.as("created_at"),
      })
      .from(leadTables[kind])
      .where(event.where),
  );
}

/** « Nouveau » → « En cours », its history event and Journal entry: each written only while the request is still « Nouveau ». */
function startFollowUp(db: Db, actor: FollowUpActor, kind: LeadKind, id: number, now: Date) {
  const table = leadTables[kind];
  const stillNew = and(eq(table.id, id), eq(table.status, "nouveau"));
  const change = JSON.stringify({ from: "nouveau", to: "en_cours" });
  return [
    statusEventWhen(db, kind, id, { authorId: actor.id, details: sql<string>`${change}`, where: stillNew, now }),
    auditInsertWhen(db, { action: "lead.status_change", actor, target: { type: leadTargetType(kind), id }, details: { from: "nouveau", to: "en_cours" } }, table, stillNew, now),
    db
      .update(table)
      .set({ status: "en_cours", statusChangedBy: actor.id, statusChangedAt: now, version: sql`${table.version} + 1`, updatedAt: now, updatedBy: actor.id })
      .where(stillNew),
  ] as const;
}

/**
 * Everything the detail screen's follow-up needs: the lead's status fields (already
 * loaded by the screen), its owner, follow-up day, version, history and the staff it can
 * be given to, the reader, today's day and a fresh reply form with what it will add under the text.
 */
export async function leadFollowUpView(
  db: Db,
  lead: {
    kind: LeadKind;
    id: number;
    reference: string;
    email: string;
    status: LeadStatus;
    statusChangedAt: Date | null;
    statusChangedByName: string | null;
    statusChangedByEmail: string | null;
  },
  reader: FollowUpActor,
  link: { secret: string; origin: string },
  now = new Date(),
) {
  const [followUp, target, settingRows, privacyUrl] = await Promise.all([
    getLeadFollowUp(db, lead.kind, lead.id),
    replyTarget(db, lead.kind, lead.id),
    settingsQuery(db),
    privacyLinkUrl(link.secret, link.origin, lead.email),
  ]);
  if (!followUp || !target) return null;
  return {
    kind: lead.kind,
    id: lead.id,
    status: lead.status,
    statusChangedAt: lead.statusChangedAt,
    statusChangedByName: lead.statusChangedByName,
    statusChangedByEmail: lead.statusChangedByEmail,
    ...followUp,
    today: parisDay(now),
    me: reader.id,
    reply: {
      messageId: crypto.randomUUID(),
      subject: replySubject(lead.kind, lead.reference),
      to: lead.email,
      additions: replyAdditions(buildSettings(settingRows), reader, target, lead.kind, lead.id, privacyUrl),
    },
  };
}
