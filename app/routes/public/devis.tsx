import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/devis";
import { ClientDevisPage } from "~/components/devis/client-page";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { acceptDevis, clientPage, PRIVATE_HEADERS, refuseDevis, requestSignerCode } from "~/lib/devis/client.server";
import { clientDossierOf } from "~/lib/devis/dossier-screen.server";
import { CLIENT_MESSAGES, clientActionSchema, SIGNER_RELATION_REQUIRED, WITHDRAWAL_REQUIRED } from "~/lib/devis/schema";
import { signerCodeMessage } from "~/lib/devis/signer-code.server";
import { withdrawAnswer } from "~/lib/devis/withdraw-action.server";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { withinRateLimit } from "~/lib/forms/spam.server";
import { documentOnly } from "~/lib/seo/page-handle";

/** A plain document: both answers are HTML forms, no client script (docs/decisions/501). */
export const handle = documentOnly;

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) headers.set(name, value);
  return headers;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  const title = page && "number" in page ? `Devis ${page.number}` : page && "view" in page ? `Devis ${page.view.number}` : "Devis";
  return [{ title: `${title} | Lutetia Géotechnique` }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const { db } = getDb(context);
  const { page, status } = await clientPage({ db, origin: env.SITE_ORIGIN, jwtSecret: env.JWT_SECRET }, params.token);
  // The visit, the report and the documents of the dossier (docs/decisions/645, 646, 649).
  const visitReport = page.state === "open" || page.state === "accepted" ? await clientDossierOf(db, params.token) : null;
  return data({ page, token: params.token, visitReport }, { status, headers: PRIVATE_HEADERS });
}

const ANSWER_STATUS: Record<string, number> = { unknown: 404, storage: 503, "withdrawal-required": 400, "send-cap": 429 };

type Errors = Record<string, Array<string>>;
/** What the acceptance form typed, shown again when it is refused (never the code). */
type Typed = { signerName: string; signerQuality: string; signerRelation: string; withdrawalChoice: string };
const typedOf = (payload: Record<string, unknown>): Typed => ({
  signerName: String(payload.signerName ?? ""),
  signerQuality: String(payload.signerQuality ?? ""),
  signerRelation: String(payload.signerRelation ?? ""),
  withdrawalChoice: String(payload.withdrawalChoice ?? ""),
});

export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  if (!(await withinRateLimit(env.FORM_LIMITER, "devis", request)))
    return data({ intent: "", error: CLIENT_MESSAGES.tooMany, errors: {} as Errors, typed: null }, { status: 429, headers: PRIVATE_HEADERS });
  const formData = await request.formData();
  // « Me rétracter » (docs/decisions/643): its own schema and domain step.
  if (formData.get("intent") === "withdraw") return withdrawAnswer(request, context, params.token, formData);
  const submission = parseWithZod(formData, { schema: clientActionSchema });
  const intent = String(submission.payload.intent ?? "");
  const typed = intent === "accept" ? typedOf(submission.payload) : null;
  const fieldErrors = (errors: Errors) => data({ intent, error: null, errors, typed }, { status: formAnswerStatus(request, 400), headers: PRIVATE_HEADERS });
  if (submission.status !== "success") {
    return fieldErrors(Object.fromEntries(Object.entries(submission.error ?? {}).filter((entry): entry is [string, Array<string>] => Array.isArray(entry[1]))));
  }
  const deps = { db: getDb(context).db, bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, jwtSecret: env.JWT_SECRET };
  const ip = request.headers.get("cf-connecting-ip");
  const value = submission.value;
  const outcome =
    value.intent === "accept"
      ? await acceptDevis(
          deps,
          params.token,
          { signerName: value.signerName, signerQuality: value.signerQuality, signerRelation: value.signerRelation, withdrawalChoice: value.withdrawalChoice, code: value.code },
          { ip, userAgent: request.headers.get("user-agent") },
        )
      : value.intent === "send-code"
        ? await requestSignerCode(deps, params.token, { ip })
        : await refuseDevis(deps, params.token, { reason: value.reason, comment: value.comment });
  if (outcome.ok) throw redirect(value.intent === "send-code" ? `/devis/${params.token}#accepter` : `/devis/${params.token}`, { status: 303, headers: PRIVATE_HEADERS });
  if (outcome.reason === "withdrawal-required") return fieldErrors({ withdrawalChoice: [WITHDRAWAL_REQUIRED] });
  if (outcome.reason === "relation-required") return fieldErrors({ signerRelation: [SIGNER_RELATION_REQUIRED] });
  if (outcome.reason === "code") return fieldErrors({ code: [signerCodeMessage(outcome.code, outcome.attemptsLeft)] });
  const error =
    outcome.reason === "send-cap"
      ? signerCodeMessage("send-cap")
      : outcome.reason === "storage"
        ? value.intent === "send-code"
          ? CLIENT_MESSAGES.codeNotSent
          : CLIENT_MESSAGES.storageFailed
        : outcome.reason === "accepted"
          ? CLIENT_MESSAGES.alreadyAccepted
          : outcome.reason === "refused"
            ? CLIENT_MESSAGES.alreadyAnswered
            : CLIENT_MESSAGES.notAcceptable;
  return data({ intent, error, errors: {} as Errors, typed }, { status: ANSWER_STATUS[outcome.reason] ?? 409, headers: PRIVATE_HEADERS });
}

export default function ClientDevis({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientDevisPage page={loaderData.page} token={loaderData.token} answer={actionData} visitReport={loaderData.visitReport} />;
}
