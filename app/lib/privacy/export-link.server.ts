// The person's own download link for the export that answers their access request
// (docs/decisions/345): it carries their personal link token, so it opens the file only for
// the address the export was made for, and only while the export exists (EXPORT_RETENTION_DAYS).
import type { Db } from "~/db/client.server";
import { countedExportFile, getExport } from "./export.server";
import { emailHash } from "./hash.server";
import { privacyLinkPath, privacyLinkToken, readPrivacyLinkToken } from "./link.server";

export const exportDownloadPath = (token: string, id: string) => `${privacyLinkPath(token)}/export/${id}`;

export async function exportDownloadUrl(deps: { origin: string; secret: string }, email: string, id: string): Promise<string> {
  return `${deps.origin}${exportDownloadPath(await privacyLinkToken(deps.secret, email), id)}`;
}

/** The file, when the token is valid, the export not expired, and made for the token's address; else null (one 404 for all). */
export async function publicExportDownload(deps: { db: Db; bucket: R2Bucket; secret: string }, token: string, id: string, now = new Date()) {
  const address = await readPrivacyLinkToken(deps.secret, token);
  if (!address) return null;
  const row = await getExport(deps.db, id, now);
  if (!row || row.emailHash !== (await emailHash(address))) return null;
  return countedExportFile(deps, row, { by: "person" });
}
