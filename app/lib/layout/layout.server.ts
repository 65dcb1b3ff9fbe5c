import { and, asc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db/get-db.server";
import type { Db } from "~/db/client.server";
import { pages, services, settings } from "~/db/schema";
import { credentialLine, type PublicCredential } from "~/lib/firm/kinds";
import { validCredentialsQuery } from "~/lib/firm/credentials.server";
import { buildSettings, publicSettings } from "~/lib/settings/definitions";

/** Reads shared by every public page: settings, service navigation, footer pages, the footer's valid credentials. */
export function layoutQueries(db: Db, now = new Date()) {
  return [
    db.select().from(settings),
    db
      .select({ slug: services.slug, title: services.title, shortDescription: services.shortDescription, icon: services.icon })
      .from(services)
      .where(eq(services.status, "published"))
      .orderBy(asc(services.displayOrder), asc(services.title)),
    db
      .select({ slug: pages.slug, title: pages.title })
      .from(pages)
      .where(and(eq(pages.status, "published"), eq(pages.isInNavigation, true)))
      .orderBy(asc(pages.title)),
    validCredentialsQuery(db, now),
  ] as const;
}

type LayoutRows = readonly [
  Array<typeof settings.$inferSelect>,
  Array<{ slug: string; title: string; shortDescription: string; icon: string }>,
  Array<{ slug: string; title: string }>,
  Array<PublicCredential>,
];

/** Everything here reaches the browser (root hydration data): public settings only. */
export function buildLayout([settingRows, navServices, footerPages, credentials]: LayoutRows) {
  // The footer's line is written here: the public layout's script needs no formatter (docs/decisions/753).
  const credentialsLine = credentials.length > 0 ? credentials.map(credentialLine).join(" · ") : null;
  return { settings: publicSettings(buildSettings(settingRows)), navServices, footerPages, credentials, credentialsLine };
}

export type LayoutData = ReturnType<typeof buildLayout>;

const perRequest = new WeakMap<object, Promise<LayoutData>>();

/** Layout data of the request, read once (in the request's single D1 batch). */
export function loadLayout(context: Readonly<RouterContextProvider>): Promise<LayoutData> {
  let promise = perRequest.get(context);
  if (!promise) {
    const { db, load } = getDb(context);
    promise = load(layoutQueries(db)).then(buildLayout);
    perRequest.set(context, promise);
  }
  return promise;
}
