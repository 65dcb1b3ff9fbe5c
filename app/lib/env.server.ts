import { z } from "zod";

const binding = <T>(name: string) =>
  z.custom<T>((value) => value != null && typeof value === "object", {
    message: `La liaison ${name} est absente de wrangler.toml`,
  });

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const envSchema = z.object({
  DB: binding<D1Database>("DB"),
  MEDIA: binding<R2Bucket>("MEDIA"),
  ATTACHMENTS: binding<R2Bucket>("ATTACHMENTS"),
  MAIL_QUEUE: binding<Queue>("MAIL_QUEUE"),
  STATS_QUEUE: binding<Queue>("STATS_QUEUE"),
  IMAGES: binding<ImagesBinding>("IMAGES"),
  LOGIN_LIMITER: binding<RateLimit>("LOGIN_LIMITER"),
  FORM_LIMITER: binding<RateLimit>("FORM_LIMITER"),
  TOTP_LIMITER: binding<RateLimit>("TOTP_LIMITER"),
  TERRAIN_LIMITER: binding<RateLimit>("TERRAIN_LIMITER"),
  SITE_ORIGIN: z.url({ message: "SITE_ORIGIN doit être une URL absolue" }).transform((v) => v.replace(/\/+$/, "")),
  JWT_SECRET: z.string({ message: "Le secret JWT_SECRET est requis (wrangler secret put JWT_SECRET)" }).min(32, "JWT_SECRET doit contenir au moins 32 caractères"),
  MAILCHANNELS_API_KEY: optionalSecret,
  /** MailChannels account id, for the Domain Lockdown record 'État du site' shows (optional). */
  MAILCHANNELS_ACCOUNT_ID: optionalSecret,
  /** The firm's DKIM private key (PEM or base64), secret; without it e-mails go out unsigned (docs/decisions/326). */
  MAILCHANNELS_DKIM_PRIVATE_KEY: optionalSecret,
  /** The DKIM selector of that key (var; mcdkim when empty). */
  MAILCHANNELS_DKIM_SELECTOR: optionalSecret,
  TURNSTILE_SECRET_KEY: optionalSecret,
  TURNSTILE_SITE_KEY: optionalSecret,
  GEORISQUES_BASE_URL: optionalSecret,
  GEOCODER_BASE_URL: optionalSecret,
});

export type AppEnv = z.infer<typeof envSchema>;

const cache = new WeakMap<object, AppEnv>();

/** Validates the Worker's bindings and secrets once per env object. */
export function parseEnv(env: Env): AppEnv {
  const cached = cache.get(env);
  if (cached) return cached;
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Configuration invalide du Worker : ${z.prettifyError(result.error)}`);
  }
  cache.set(env, result.data);
  return result.data;
}
