// The CGV's published versions (docs/decisions/630-cgv-versions.md): the CMS page « cgv » is
// where staff write the next text; « Publier comme nouvelle version » copies its saved text into
// `cgv_versions` under the next number, with its SHA-256, and it is never edited afterwards.
// The version in force (the highest number) is what /cgv shows and what a devis carries.
import { desc, eq, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { cgvVersions, pages, users } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { sha256Hex } from "~/lib/sha256.server";

export const CGV_SLUG = "cgv";

export type CgvVersion = { version: number; content: string; sha256: string; publishedAt: Date };

/** The version in force: the last one published, or null before the first. */
export async function cgvInForce(db: Db): Promise<CgvVersion | null> {
  const [row] = await cgvInForceQuery(db);
  return row ?? null;
}

/** `wanted` false: a query that reads nothing (a page that is not /cgv, in the same batch). */
export function cgvInForceQuery(db: Db, wanted = true) {
  return db
    .select({ version: cgvVersions.version, content: cgvVersions.content, sha256: cgvVersions.sha256, publishedAt: cgvVersions.publishedAt })
    .from(cgvVersions)
    .orderBy(desc(cgvVersions.version))
    .limit(wanted ? 1 : 0);
}

export type CgvVersionItem = { version: number; sha256: string; publishedAt: Date; publishedBy: string | null };

/** Every published version, newest first, with who published it. */
export function listCgvVersions(db: Db): Promise<Array<CgvVersionItem>> {
  return db
    .select({
      version: cgvVersions.version,
      sha256: cgvVersions.sha256,
      publishedAt: cgvVersions.publishedAt,
      publishedBy: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`.as("published_by_name"),
    })
    .from(cgvVersions)
    .leftJoin(users, eq(users.id, cgvVersions.publishedBy))
    .orderBy(desc(cgvVersions.version));
}

export const CGV_MESSAGES = {
  published: (version: number) => `Version ${version} des CGV publiée : les devis envoyés à partir de maintenant la portent.`,
  unchanged: "Le texte enregistré de la page est celui de la version en vigueur : modifiez-le et enregistrez-le avant de publier une nouvelle version.",
  notPublished: "La page des CGV doit être publiée (statut « Publié ») avant que son texte devienne une version des CGV.",
  empty: "La page des CGV est vide : rien à publier.",
  concurrent: "Une autre version vient d'être publiée au même moment : rechargez la page et vérifiez le texte avant de publier.",
  failed: "La version des CGV n'a pas pu être publiée. Réessayez dans un instant.",
} as const;

export type PublishOutcome = { ok: true; version: number } | { ok: false; message: string };

/** The CGV page's saved text becomes the next version (refused when it is the version in force, unpublished or empty). */
export async function publishCgvVersion(db: Db, actor: Actor, now = new Date()): Promise<PublishOutcome> {
  const [[page], [current]] = await Promise.all([
    db.select({ content: pages.content, status: pages.status }).from(pages).where(eq(pages.slug, CGV_SLUG)).limit(1),
    cgvInForceQuery(db),
  ]);
  if (page?.status !== "published") return { ok: false, message: CGV_MESSAGES.notPublished };
  const content = page.content.trim();
  if (!content) return { ok: false, message: CGV_MESSAGES.empty };
  const sha256 = await sha256Hex(content);
  if (current?.sha256 === sha256) return { ok: false, message: CGV_MESSAGES.unchanged };
  const version = (current?.version ?? 0) + 1;
  try {
    await batchByName(db, {
      // The unique version number refuses a second publication made at the same moment.
      insert: db.insert(cgvVersions).values({ version, content, sha256, publishedAt: now, publishedBy: actor.id }),
      audit: auditInsert(db, {
        action: "cgv.publish",
        actor,
        target: { type: "cgv", id: version },
        details: { version, sha256 },
      }),
    });
  } catch (error) {
    const [again] = await db.select({ id: cgvVersions.id }).from(cgvVersions).where(eq(cgvVersions.version, version)).limit(1);
    if (again) return { ok: false, message: CGV_MESSAGES.concurrent };
    console.warn("CGV version not published", error);
    return { ok: false, message: CGV_MESSAGES.failed };
  }
  return { ok: true, version };
}

/** What the CGV page's screen shows under its form: the versions, and whether the saved text would be a new one. */
export async function cgvPanel(db: Db, savedContent: string, canPublish: boolean) {
  const versions = await listCgvVersions(db);
  const saved = savedContent.trim();
  const pending = saved.length > 0 && (versions.length === 0 || versions[0].sha256 !== (await sha256Hex(saved)));
  return { versions, pending, canPublish };
}
