import { escapeMarkup } from "~/lib/markup";
import { privacyLinkNote } from "~/lib/privacy/link.server";
import { addressFact, type Settings, settingFact } from "~/lib/settings/definitions";

export type EmailRow = { label: string; value: string };
export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "rows"; heading?: string; rows: Array<EmailRow> }
  | { kind: "list"; heading?: string; items: Array<{ text: string; href?: string }> }
  | { kind: "button"; label: string; href: string }
  | { kind: "note"; text: string };

/**
 * Whom an e-mail is written to (docs/decisions/343): the team (staff, owners, account e-mails),
 * or a visitor or client, whose e-mail always ends with their personal link — the layout
 * prints it, so an e-mail cannot forget it. `privacyLink` is `privacyLinkUrl(secret, origin,
 * recipient)` for the address the e-mail is sent to.
 */
export type EmailAudience = { kind: "staff" } | { kind: "visitor"; privacyLink: string };

export const STAFF_AUDIENCE: EmailAudience = { kind: "staff" };

export type EmailContent = {
  audience: EmailAudience;
  /** First line of the body, e.g. "Bonjour Marie,". */
  greeting?: string;
  title: string;
  blocks: Array<EmailBlock>;
  /** Small print at the bottom (e.g. the unsubscribe link). */
  footerNote?: string;
};

function nl2br(value: string) {
  return escapeMarkup(value).replace(/\r?\n/g, "<br>");
}

/** The signature's facts; a fact still equal to its seed placeholder is left out (settingFact). */
function companyLines(settings: Settings) {
  const join = (parts: Array<string | null>) => parts.filter(Boolean).join(" – ");
  const phone = settingFact(settings, "contact", "phone");
  const siret = settingFact(settings, "legal", "siret");
  return [
    `${settings.general.legal_name} – ${settings.general.legal_form}, capital ${settings.general.capital}`,
    addressFact(settings) ?? "",
    join([phone && `Tél. ${phone}`, settingFact(settings, "contact", "email")]),
    join([siret && `SIRET ${siret}`, settingFact(settings, "legal", "rcs")]),
  ].filter(Boolean);
}

/** Renders a French e-mail as plain text and HTML, signed with the company's facts. */
export function renderEmail(settings: Settings, content: EmailContent): { text: string; html: string } {
  const text: Array<string> = [];
  const html: Array<string> = [];
  if (content.greeting) {
    text.push(content.greeting, "");
    html.push(`<p style="margin:0 0 16px">${escapeMarkup(content.greeting)}</p>`);
  }
  for (const block of content.blocks) {
    switch (block.kind) {
      case "paragraph":
        text.push(block.text, "");
        html.push(`<p style="margin:0 0 16px;line-height:1.5">${nl2br(block.text)}</p>`);
        break;
      case "note":
        text.push(block.text, "");
        html.push(`<p style="margin:0 0 16px;font-size:13px;color:#475569">${nl2br(block.text)}</p>`);
        break;
      case "rows": {
        if (block.heading) {
          text.push(block.heading.toUpperCase());
          html.push(`<h2 style="margin:24px 0 8px;font-size:16px;color:#1e3a5f">${escapeMarkup(block.heading)}</h2>`);
        }
        html.push('<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">');
        for (const row of block.rows) {
          text.push(`${row.label} : ${row.value}`);
          html.push(
            `<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top;white-space:nowrap">${escapeMarkup(row.label)}</td><td style="padding:4px 0;color:#0f172a">${nl2br(row.value)}</td></tr>`,
          );
        }
        html.push("</table>");
        text.push("");
        break;
      }
      case "list": {
        if (block.heading) {
          text.push(block.heading.toUpperCase());
          html.push(`<h2 style="margin:24px 0 8px;font-size:16px;color:#1e3a5f">${escapeMarkup(block.heading)}</h2>`);
        }
        html.push('<ul style="margin:0 0 16px;padding-left:20px">');
        for (const item of block.items) {
          text.push(`- ${item.text}${item.href ? ` : ${item.href}` : ""}`);
          html.push(item.href ? `<li><a href="${escapeMarkup(item.href)}" style="color:#264d75">${escapeMarkup(item.text)}</a></li>` : `<li>${escapeMarkup(item.text)}</li>`);
        }
        html.push("</ul>");
        text.push("");
        break;
      }
      case "button":
        text.push(`${block.label} : ${block.href}`, "");
        html.push(
          `<p style="margin:24px 0"><a href="${escapeMarkup(block.href)}" style="display:inline-block;background:#1e3a5f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeMarkup(block.label)}</a></p>`,
        );
        break;
    }
  }
  const signature = [`L'équipe ${settings.general.site_name}`];
  text.push(...signature, "", "--", ...companyLines(settings));
  if (content.footerNote) text.push("", content.footerNote);
  const personal = content.audience.kind === "visitor" ? content.audience.privacyLink : null;
  if (personal) text.push("", privacyLinkNote(personal));
  const footer = companyLines(settings).map(escapeMarkup).join("<br>");
  const personalHtml = personal
    ? `<br><br>${escapeMarkup(privacyLinkNote("").replace(/ : $/, ""))} : <a href="${escapeMarkup(personal)}" style="color:#264d75">${escapeMarkup(personal)}</a>`
    : "";
  const body = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(content.title)}</title></head>
<body style="margin:0;background:#f1f5fa;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" style="max-width:600px;width:100%;border-collapse:collapse;background:#ffffff;border-radius:12px">
<tr><td style="background:#1e3a5f;color:#ffffff;padding:20px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold">${escapeMarkup(settings.general.site_name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#0f1e31">${escapeMarkup(content.title)}</h1>
${html.join("\n")}
<p style="margin:24px 0 0">${escapeMarkup(signature[0])}</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${footer}${content.footerNote ? `<br><br>${nl2br(content.footerNote)}` : ""}${personalHtml}</td></tr>
</table></td></tr></table></body></html>`;
  return { text: text.join("\n").trim(), html: body };
}
