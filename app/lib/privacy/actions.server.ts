// The action of « Données personnelles »: one form per intent (find, export, preview-erase,
// erase, correct, record, answer). The route has checked the role (super admin). Every
// action is journaled with ids and counts, never the person's data. An export or an erasure
// needs a recorded request whose identity is verified (docs/decisions/344); after each action
// the screen proposes the answer (docs/decisions/345).
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Db } from "~/db/client.server";
import { getDb } from "~/db/get-db.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import type { SessionUser } from "~/lib/auth/permissions";
import { recordAudit } from "~/lib/audit/audit.server";
import { getCloudflare } from "~/lib/context";
import { parisDay, parisMidnight } from "~/lib/dates";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { correctPerson } from "./correct.server";
import { erasePerson } from "./erase.server";
import { createPersonExport } from "./export.server";
import { findPerson } from "./find.server";
import { acknowledgeRequest } from "./acknowledgement.server";
import { sendAnswer } from "./answer.server";
import { openRequest, recordRequest, verifiedRequest } from "./register.server";
import { answerPath, answerSchema, correctSchema, eraseSchema, exportSchema, findSchema, PRIVACY_MESSAGES, previewEraseSchema, recordSchema } from "./schema";
import { erasurePreview, foundView } from "./screen.server";

export const PRIVACY_PATH = "/admin/donnees-personnelles";

type FoundView = Awaited<ReturnType<typeof foundView>>;
type Preview = Awaited<ReturnType<typeof erasurePreview>>;

export type PrivacyActionData = {
  intent: string;
  error?: string;
  fieldErrors?: Record<string, Array<string>>;
  values?: Record<string, string>;
  found?: FoundView;
  preview?: Preview;
  exported?: { id: string; records: number; files: number; size: number };
  notice?: string;
  /** The request the action just served: the screen links to its answer. */
  answerFor?: number;
};

function answer(body: PrivacyActionData, status = 200) {
  return data<PrivacyActionData>(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** A refused form: its errors, what was typed, and the person's records still shown when the form was about them. */
async function invalid(request: Request, db: Db, intent: string, error: z.ZodError, values: Record<string, string>) {
  const fieldErrors: Record<string, Array<string>> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "");
    fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
  }
  const about = ["export", "preview-erase", "erase", "correct"].includes(intent)
    ? findSchema.safeParse({ intent: "find", email: values.email, phone: values.phone || undefined })
    : null;
  const found = about?.success ? await foundView(await findPerson(db, about.data)) : undefined;
  return answer({ intent, fieldErrors, values, found }, formAnswerStatus(request, 400));
}

export async function privacyAction(args: { request: Request; context: Readonly<RouterContextProvider>; user: SessionUser }) {
  const { request, context, user } = args;
  const { db } = getDb(context);
  const env = getCloudflare(context).env;
  const deps = { db, bucket: env.ATTACHMENTS };
  const mail = { db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, secret: env.JWT_SECRET };
  const form = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  // An empty optional field is absent, as conform sends it.
  const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));
  const intent = values.intent ?? "";

  const found = async (person: { email: string; phone?: string | null }) => {
    const result = await findPerson(db, person);
    const kinds = result.groups.length;
    await recordAudit(db, { action: "privacy.find", actor: user, details: { total: result.total, kinds } });
    return result;
  };

  switch (intent) {
    case "find": {
      const parsed = findSchema.safeParse(input);
      if (!parsed.success) return invalid(request, db, intent, parsed.error, values);
      return answer({ intent, values, found: await foundView(await found(parsed.data)) });
    }
    case "export": {
      const parsed = exportSchema.safeParse(input);
      if (!parsed.success) return invalid(request, db, intent, parsed.error, values);
      const gate = await verifiedRequest(db, parsed.data.email, "acces");
      if (!gate) return answer({ intent, values, error: PRIVACY_MESSAGES.identityMissing, found: await foundView(await findPerson(db, parsed.data)) }, 409);
      try {
        const exported = await createPersonExport(deps, user, parsed.data);
        return answer({ intent, values, exported, answerFor: gate, found: await foundView(await findPerson(db, parsed.data)) });
      } catch (error) {
        console.warn("export des données personnelles impossible", error);
        return answer({ intent, values, error: PRIVACY_MESSAGES.exportFailed }, 503);
      }
    }
    case "preview-erase": {
      const parsed = previewEraseSchema.safeParse(input);
      if (!parsed.success) return invalid(request, db, intent, parsed.error, values);
      if (!(await verifiedRequest(db, parsed.data.email, "effacement"))) {
        return answer({ intent: "find", values, error: PRIVACY_MESSAGES.identityMissing, found: await foundView(await findPerson(db, parsed.data)) }, 409);
      }
      const result = await found(parsed.data);
      return answer({ intent, values, found: await foundView(result), preview: await erasurePreview(result) });
    }
    case "erase": {
      const parsed = eraseSchema.safeParse(input);
      if (!parsed.success) return invalid(request, db, intent, parsed.error, values);
      const gate = await verifiedRequest(db, parsed.data.email, "effacement");
      if (!gate) return answer({ intent: "find", values, error: PRIVACY_MESSAGES.identityMissing, found: await foundView(await findPerson(db, parsed.data)) }, 409);
      const outcome = await erasePerson(deps, user, parsed.data, parsed.data.fingerprint);
      // Done: the answer is proposed at once; pending, the cron finishes it and the register links to the answer.
      if (outcome.ok) {
        throw redirectWithFlash(
          request,
          outcome.done ? answerPath(gate) : PRIVACY_PATH,
          outcome.done ? PRIVACY_MESSAGES.erased : PRIVACY_MESSAGES.erasePending,
          outcome.done ? "success" : "info",
        );
      }
      if (outcome.reason === "truncated") return answer({ intent, values, error: PRIVACY_MESSAGES.truncated }, 409);
      const result = await findPerson(db, parsed.data);
      return answer({ intent: "preview-erase", values, error: PRIVACY_MESSAGES.changed, found: await foundView(result), preview: await erasurePreview(result) }, 409);
    }
    case "correct": {
      const parsed = correctSchema.safeParse(input);
      if (!parsed.success) return invalid(request, db, intent, parsed.error, values);
      const outcome = await correctPerson(db, user, parsed.data);
      if (!outcome.ok) {
        const message = {
          nothing: PRIVACY_MESSAGES.nothing,
          "not-found": PRIVACY_MESSAGES.notFound,
          "newsletter-taken": PRIVACY_MESSAGES.newsletterTaken,
          "newsletter-suppressed": PRIVACY_MESSAGES.newsletterSuppressed,
        }[outcome.reason];
        return answer({ intent, values, error: message, found: await foundView(await findPerson(db, parsed.data)) }, outcome.reason === "not-found" ? 404 : 409);
      }
      const person = { email: parsed.data.newEmail ?? parsed.data.email, phone: parsed.data.newPhone ?? parsed.data.phone };
      const notice = `Rectification enregistrée : ${outcome.updated} enregistrement${outcome.updated > 1 ? "s" : ""} modifié${outcome.updated > 1 ? "s" : ""}.`;
      const answerFor = (await openRequest(db, parsed.data.email, "rectification")) ?? (await openRequest(db, person.email, "rectification")) ?? undefined;
      return answer({ intent, values: { email: person.email, phone: person.phone ?? "" }, notice, answerFor, found: await foundView(await findPerson(db, person)) });
    }
    case "record": {
      const parsed = recordSchema(parisDay(new Date())).safeParse(input);
      if (!parsed.success) return invalid(request, db, intent, parsed.error, values);
      const today = parisDay(new Date());
      // A request received today is dated now; an earlier one, at noon of its day (Paris).
      const receivedAt = parsed.data.receivedOn === today ? new Date() : new Date(parisMidnight(parsed.data.receivedOn).getTime() + 12 * 3600_000);
      const id = await recordRequest(db, user, {
        type: parsed.data.type,
        email: parsed.data.email,
        phone: parsed.data.phone,
        receivedAt,
        source: "staff",
        identityCheck: parsed.data.identityCheck,
      });
      // Recorded first: the acknowledgement cannot lose the request (the register shows it unacknowledged).
      const acknowledged = await acknowledgeRequest(mail, id);
      throw redirectWithFlash(request, PRIVACY_PATH, acknowledged ? PRIVACY_MESSAGES.recorded : PRIVACY_MESSAGES.recordedNoAck, acknowledged ? "success" : "info");
    }
    case "answer": {
      const parsed = answerSchema.safeParse(input);
      if (!parsed.success) return invalid(request, db, intent, parsed.error, values);
      const outcome = await sendAnswer(mail, user, parsed.data);
      if (outcome.ok) throw redirectWithFlash(request, `${PRIVACY_PATH}#registre`, PRIVACY_MESSAGES.answerSent);
      const error = { "not-found": PRIVACY_MESSAGES.requestNotFound, "already-answered": PRIVACY_MESSAGES.alreadyAnswered, "not-acted": PRIVACY_MESSAGES.answerNotActed }[
        outcome.reason
      ];
      return answer({ intent, values, error }, outcome.reason === "not-found" ? 404 : 409);
    }
    default:
      return answer({ intent, error: "Action inconnue." }, 400);
  }
}
