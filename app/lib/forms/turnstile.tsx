import { TURNSTILE_FIELD_NAME } from "./turnstile-field";

/**
 * The Turnstile widget, rendered only when a site key is configured. The script
 * (allowed by the CSP) fills the hidden `cf-turnstile-response` input.
 */
export function Turnstile({ siteKey, nonce }: { siteKey?: string | null; nonce?: string }) {
  if (!siteKey) return null;
  return (
    <>
      <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer nonce={nonce} />
      <div className="cf-turnstile" data-sitekey={siteKey} data-language="fr" data-response-field-name={TURNSTILE_FIELD_NAME} />
    </>
  );
}
