import type { MailAddress } from "~/db/schema";
import { mailDomain } from "~/lib/health/dns.server";
import type { DkimKey } from "./dkim.server";

export type RenderedEmail = {
  from: MailAddress;
  to: Array<MailAddress>;
  replyTo?: MailAddress | null;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Uint8Array }>;
};

/**
 * sent: the provider accepted it; captured: kept in the outbox, nothing left the machine
 * (no provider configured); retry: transient (5xx, 429, network, timeout); failed: permanent (4xx).
 */
export type SendResult =
  | { outcome: "sent"; transport: string }
  | { outcome: "captured"; transport: string }
  | { outcome: "retry"; error: string }
  | { outcome: "failed"; error: string };

export type MailTransport = { name: string; send(email: RenderedEmail): Promise<SendResult> };

/** Local default (no MAILCHANNELS_API_KEY): the rendered message stays in the outbox, « Capturé (non envoyé) ». */
export const capturedTransport: MailTransport = {
  name: "captured",
  async send() {
    return { outcome: "captured", transport: "captured" };
  },
};

const MAILCHANNELS_ENDPOINT = "https://api.mailchannels.net/tx/v1/send";
/** The provider answers in well under a second; a hung connection is retried later, not waited on. */
const SEND_TIMEOUT_MS = 15_000;

function toBase64(bytes: Uint8Array) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * The MailChannels Email API. With a DKIM key, each personalization carries `dkim_domain`
 * (the sender's domain, so the signature aligns with From for DMARC), `dkim_selector` and
 * `dkim_private_key` (docs/decisions/326); without one, none of these fields is sent.
 */
export function mailChannelsTransport(apiKey: string, fetcher: typeof fetch = fetch, options: { dkim?: DkimKey; timeoutMs?: number } = {}): MailTransport {
  const { dkim, timeoutMs = SEND_TIMEOUT_MS } = options;
  return {
    name: "mailchannels",
    async send(email) {
      const domain = dkim ? mailDomain(email.from.email) : null;
      const signature = dkim && domain ? { dkim_domain: domain, dkim_selector: dkim.selector, dkim_private_key: dkim.privateKey } : {};
      const body = {
        personalizations: [{ to: email.to, ...signature }],
        from: email.from,
        reply_to: email.replyTo ?? undefined,
        subject: email.subject,
        content: [
          { type: "text/plain", value: email.text },
          { type: "text/html", value: email.html },
        ],
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          type: a.contentType,
          content: toBase64(a.content),
        })),
      };
      let response: Response;
      try {
        response = await fetcher(MAILCHANNELS_ENDPOINT, {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": apiKey },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { outcome: "retry", error: `Réseau : ${String(error)}` };
      }
      if (response.ok) return { outcome: "sent", transport: "mailchannels" };
      const detail = (await response.text().catch(() => "")).slice(0, 500);
      const error = `MailChannels ${response.status} ${detail}`.trim();
      if (response.status >= 500 || response.status === 429) return { outcome: "retry", error };
      return { outcome: "failed", error };
    },
  };
}
