// The unified 'Demandes' list: contact requests and simulations in one UNION ALL query,
// filtered by type, status, owner and follow-up day; and the count of new requests the
// sidebar shows.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { LeadKind, LeadStatus } from "~/db/schema";
import { listPage, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { endOfWeek, OPEN_LEAD_STATUSES, OWNER_ME, OWNER_NONE, type InboxQuery } from "./follow-up";

// The two kinds of request, with the same columns. Their names are the SQL names the
// outer query and the row mapping use.
const leadsUnion = sql`
  select 'contact' as kind, id, coalesce(reference, 'Demande n° ' || id) as reference, full_name as name, email, phone,
    status, status_changed_at, status_changed_by, owner_id, follow_up_on, created_at
  from contact_requests where pending is null
  union all
  select 'simulation', id, devis_number, trim(user_first_name || ' ' || user_last_name), user_email, user_phone,
    status, status_changed_at, status_changed_by, owner_id, follow_up_on, created_at
  from simulations`;

const staffName = (alias: string) => sql.raw(`coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email)`);

/**
 * The condition on a lead's follow-up day for "due" filters, open requests only: before
 * today, today, or from today to Sunday (the week is Monday to Sunday, Paris days).
 */
function dueCondition(due: NonNullable<InboxQuery["due"]>, today: string): SQL {
  const open = sql`l.status in (${sql.join(
    OPEN_LEAD_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const day =
    due === "retard" ? sql`l.follow_up_on < ${today}` : due === "aujourdhui" ? sql`l.follow_up_on = ${today}` : sql`l.follow_up_on between ${today} and ${endOfWeek(today)}`;
  return sql`(${open} and ${day})`;
}

function inboxWhere(query: InboxQuery, me: number, today: string): SQL {
  const conditions: Array<SQL> = [sql`1 = 1`];
  if (query.type) conditions.push(sql`l.kind = ${query.type}`);
  if (query.status) conditions.push(sql`l.status = ${query.status}`);
  if (query.owner === OWNER_ME) conditions.push(sql`l.owner_id = ${me}`);
  else if (query.owner === OWNER_NONE) conditions.push(sql`o.id is null`);
  else if (typeof query.owner === "number") conditions.push(sql`l.owner_id = ${query.owner}`);
  if (query.due) conditions.push(dueCondition(query.due, today));
  const search = textSearch([sql`l.reference`, sql`l.name`, sql`l.email`, sql`l.phone`], query.q);
  if (search) conditions.push(search);
  return sql.join(conditions, sql` and `);
}

type InboxRow = {
  kind: LeadKind;
  id: number;
  reference: string;
  name: string;
  email: string;
  status: LeadStatus;
  statusChangedAt: Date | null;
  statusChangedByName: string | null;
  statusChangedByEmail: string | null;
  ownerId: number | null;
  ownerName: string | null;
  followUpOn: string | null;
  createdAt: Date;
};

type RawRow = {
  kind: LeadKind;
  id: number;
  reference: string;
  name: string;
  email: string;
  status: LeadStatus;
  status_changed_at: number | null;
  changer_name: string | null;
  changer_email: string | null;
  owner_id: number | null;
  owner_name: string | null;
  follow_up_on: string | null;
  created_at: number;
};

/**
 * One page of contact requests and simulations together, newest first (by follow-up day
 * when filtered on it). `me` is the staff member reading ("moi"), `today` the Paris day.
 */
export async function listInbox(db: Db, query: InboxQuery, me: number, today: string) {
  const where = inboxWhere(query, me, today);
  const from = sql`from (${leadsUnion}) l left join users o on o.id = l.owner_id left join users c on c.id = l.status_changed_by`;
  const order = query.due ? sql`l.follow_up_on asc, l.created_at desc, l.id desc` : sql`l.created_at desc, l.kind asc, l.id desc`;
  // Raw statements cannot join a D1 batch in drizzle: two reads in parallel.
  const [rows, totals] = await Promise.all([
    db.all<RawRow>(sql`
      select l.kind, l.id, l.reference, l.name, l.email, l.status, l.status_changed_at, l.owner_id, l.follow_up_on, l.created_at,
        ${staffName("o")} as owner_name, ${staffName("c")} as changer_name, c.email as changer_email
      ${from} where ${where} order by ${order} limit ${query.pageSize} offset ${offsetOf(query)}`),
    db.all<{ total: number }>(sql`select count(*) as total ${from} where ${where}`),
  ]);
  const mapped: Array<InboxRow> = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    status: row.status,
    statusChangedAt: row.status_changed_at === null ? null : new Date(row.status_changed_at),
    statusChangedByName: row.changer_name && row.changer_name !== row.changer_email ? row.changer_name : null,
    statusChangedByEmail: row.changer_email,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    followUpOn: row.follow_up_on,
    createdAt: new Date(row.created_at),
  }));
  return listPage(mapped, totals[0]?.total ?? 0, query);
}

/** The number of requests still 'nouveau' (contacts and simulations): one query for the sidebar. */
export async function countNewRequests(db: Db): Promise<number> {
  const [row] = await db.all<{ total: number }>(sql`
    select (select count(*) from contact_requests where status = 'nouveau' and pending is null)
         + (select count(*) from simulations where status = 'nouveau') as total`);
  return row?.total ?? 0;
}
