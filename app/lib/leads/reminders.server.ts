// The daily follow-up e-mail: each staff member who owns open requests whose follow-up day
// has come (today or earlier, Paris time) gets one e-mail listing them, through the mail
// outbox. Its message id is the day and the owner ("follow-ups-2026-11-26-12"), unique:
// a second cron run the same day, or a redelivery, never sends it twice. Super admins also
// find there the personal data requests still to answer, with their deadline, so that none
// is forgotten (docs/decisions/346).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, type LeadKind, users } from "~/db/schema";
import { formatDate, parisDay } from "~/lib/dates";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import { buildSettings } from "~/lib/settings/definitions";
import { settingsQuery } from "~/lib/settings/settings.server";
import { LEAD_KIND_LABELS, leadPath, OPEN_LEAD_STATUSES } from "./follow-up";
import { leadRoles } from "./follow-up.server";
import { PRIVACY_REQUEST_TYPE_LABELS } from "~/lib/privacy/labels";
import { type PendingRequest, pendingRequests } from "~/lib/privacy/register.server";

/** A bound for one e-mail: past it, the list says how many more there are. */
export const REMINDER_LIST_LIMIT = 50;

export function followUpMessageId(day: string, ownerId: number) {
  return `follow-ups-${day}-${ownerId}`;
}

type DueRow = {
  kind: LeadKind;
  id: number;
  reference: string;
  name: string;
  follow_up_on: string;
  owner_id: number;
  owner_email: string;
  owner_first_name: string;
};

function dayLabel(day: string) {
  return formatDate(`${day}T12:00:00Z`);
}

export async function sendFollowUpReminders(deps: { db: Db; queue: Queue; origin: string }, now = new Date()) {
  const { db } = deps;
  const today = parisDay(now);
  const open = sql.join(
    OPEN_LEAD_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [rows, settingRows] = await Promise.all([
    db.all<DueRow>(sql`
      select l.kind, l.id, l.reference, l.name, l.follow_up_on, u.id as owner_id, u.email as owner_email, u.first_name as owner_first_name
      from (
        select 'contact' as kind, id, coalesce(reference, 'Demande n° ' || id) as reference, full_name as name, status, owner_id, follow_up_on
        from contact_requests where pending is null
        union all
        select 'simulation', id, devis_number, trim(user_first_name || ' ' || user_last_name), status, owner_id, follow_up_on
        from simulations
      ) l join users u on u.id = l.owner_id
      where l.follow_up_on <= ${today} and l.status in (${open}) and u.role in (${sql.join(
        leadRoles().map((role) => sql`${role}`),
        sql`, `,
      )})
      order by u.id, l.follow_up_on, l.kind, l.id`),
    settingsQuery(db),
  ]);
  const byOwner = new Map<number, { email: string; firstName: string; due: Array<DueRow> }>();
  for (const row of rows) {
    const owner = byOwner.get(row.owner_id) ?? { email: row.owner_email, firstName: row.owner_first_name, due: [] };
    owner.due.push(row);
    byOwner.set(row.owner_id, owner);
  }
  // The personal data requests still open: every active super admin is told, due leads or not.
  const privacy = await pendingRequests(db, now);
  const superAdmins =
    privacy.total > 0
      ? await db
          .select({ id: users.id, email: users.email, firstName: users.firstName })
          .from(users)
          .where(and(eq(users.role, "super_admin"), eq(users.status, "active")))
      : [];
  for (const admin of superAdmins) if (!byOwner.has(admin.id)) byOwner.set(admin.id, { email: admin.email, firstName: admin.firstName ?? "", due: [] });
  const admins = new Set(superAdmins.map((admin) => admin.id));
  const settings = buildSettings(settingRows);
  let sent = 0;
  for (const [ownerId, owner] of byOwner) {
    const messageId = followUpMessageId(today, ownerId);
    const due = owner.due;
    const requests = admins.has(ownerId) ? privacy : null;
    const overdue = due.filter((row) => row.follow_up_on < today).length;
    const count = `${due.length} demande${due.length > 1 ? "s" : ""}`;
    const shown = due.slice(0, REMINDER_LIST_LIMIT);
    const { text, html } = renderEmail(settings, {
      audience: STAFF_AUDIENCE,
      greeting: owner.firstName ? `Bonjour ${owner.firstName},` : "Bonjour,",
      title: `Vos relances du ${dayLabel(today)}`,
      blocks: [
        ...(due.length > 0
          ? [
              {
                kind: "paragraph" as const,
                text: `Vous avez ${count} à relancer aujourd'hui${overdue ? `, dont ${overdue} en retard` : ""}.`,
              },
              {
                kind: "list" as const,
                heading: "Demandes à relancer",
                items: [
                  ...shown.map((row) => ({
                    text: `${row.reference} – ${row.name} (${LEAD_KIND_LABELS[row.kind].toLowerCase()}) : relance ${
                      row.follow_up_on < today ? `prévue le ${dayLabel(row.follow_up_on)}, en retard` : "prévue aujourd'hui"
                    }`,
                    href: `${deps.origin}${leadPath(row.kind, row.id)}`,
                  })),
                  ...(due.length > shown.length ? [{ text: `… et ${due.length - shown.length} autres demandes.` }] : []),
                ],
              },
              { kind: "button" as const, label: "Ouvrir mes demandes", href: `${deps.origin}/admin/demandes?owner=moi` },
            ]
          : []),
        ...(requests ? privacyBlocks(requests, deps.origin) : []),
        {
          kind: "note",
          text: "Vous recevez ce message parce que ces demandes vous sont attribuées et que leur date de relance est arrivée, ou parce que des demandes relatives aux données personnelles attendent une réponse. Les demandes traitées ou archivées n'y figurent pas.",
        },
      ],
    });
    const subject =
      due.length > 0
        ? `[Relances] ${count} à relancer le ${dayLabel(today)}`
        : `[Données personnelles] ${privacy.total} demande${privacy.total > 1 ? "s" : ""} à traiter le ${dayLabel(today)}`;
    const inserted = await outboxInsert(
      db,
      {
        type: "lead-follow-ups",
        to: [{ email: owner.email }],
        subject,
        text,
        html,
      },
      messageId,
    )
      .onConflictDoNothing()
      .returning({ id: emailOutbox.id });
    if (inserted.length === 0) continue;
    await dispatchEmail({ db, queue: deps.queue }, messageId);
    sent += 1;
  }
  return { day: today, owners: byOwner.size, sent };
}

/** The digest's part on personal data requests: each with its deadline, the overdue ones said so (never the person's address). */
function privacyBlocks(pending: { total: number; overdue: number; rows: Array<PendingRequest> }, origin: string) {
  return [
    {
      kind: "list" as const,
      heading: "Demandes relatives aux données personnelles",
      items: [
        ...pending.rows.map((row) => ({
          text: `${PRIVACY_REQUEST_TYPE_LABELS[row.type]}, reçue le ${formatDate(row.receivedAt)} : réponse due le ${dayLabel(row.dueOn)}${
            row.overdue ? `, EN RETARD de ${-row.daysLeft} jour${-row.daysLeft > 1 ? "s" : ""}` : ""
          }`,
          href: `${origin}/admin/donnees-personnelles?repondre=${row.id}#reponse`,
        })),
        ...(pending.total > pending.rows.length ? [{ text: `… et ${pending.total - pending.rows.length} autres dans le registre.` }] : []),
      ],
    },
    {
      kind: "paragraph" as const,
      text: `${pending.total} demande${pending.total > 1 ? "s" : ""} à traiter${pending.overdue > 0 ? `, dont ${pending.overdue} en retard` : ""} : la réponse est due un mois après la réception (RGPD, art. 12.3).`,
    },
  ];
}
