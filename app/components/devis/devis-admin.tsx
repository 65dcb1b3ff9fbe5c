// The pieces of the devis screen around the form: what keeps a draft from being sent, the
// client's answer with the acceptance proof, and the actions on a sent devis (new indice,
// client reminder, cancel).
import { Form } from "react-router";
import { Card } from "~/components/admin/kit/page";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import type { DevisStatus } from "~/db/schema";
import { formatDateTime } from "~/lib/admin/format";
import { withReturnTo } from "~/lib/admin/return-to";
import { indiceOf } from "~/lib/devis/lines";
import { refusalReasonLabel, WITHDRAWAL_CHOICE_LABELS } from "~/lib/devis/schema";
import { can, isContract } from "~/lib/devis/lifecycle";

export function SendChecklist({ problems, returnTo }: { problems: Array<{ message: string; href?: string }>; returnTo?: string }) {
  if (problems.length === 0) {
    return <Banner tone="success">Tout ce que ce devis imprime est renseigné : il peut être envoyé au client.</Banner>;
  }
  return (
    <section aria-labelledby="send-checklist" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="send-checklist" className="font-semibold">
        Avant l'envoi : {problems.length} point{problems.length > 1 ? "s" : ""} à régler
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.message}>
            {problem.message}
            {problem.href ? (
              <>
                {" "}
                <a href={returnTo ? withReturnTo(problem.href, returnTo) : problem.href} className="font-semibold text-brand-800 underline">
                  Modifier le paramètre
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Meta = {
  id: number;
  revision: number;
  status: DevisStatus;
  version: number;
  sentAt: Date | null;
  consultedAt: Date | null;
  answeredAt: Date | null;
  refusalReason: string | null;
  refusalComment: string | null;
  clientReminder: boolean;
  pdfSha256: string | null;
};

type Acceptance = {
  signerName: string;
  signerQuality: string;
  signerRelation?: string | null;
  codeSentAt?: Date | null;
  codeVerifiedAt?: Date | null;
  withdrawalChoice: "attendre" | "commencer" | null;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
  pdfSha256: string;
  signedPdfSha256: string;
} | null;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  );
}

export function DevisAnswer({ meta, acceptance }: { meta: Meta; acceptance: Acceptance }) {
  if (isContract(meta.status) && acceptance) {
    return (
      <Card title="Accepté en ligne : preuve de l'acceptation">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <Row label="Signataire">{acceptance.signerName}</Row>
          <Row label="Qualité">{acceptance.signerQuality}</Row>
          {acceptance.signerRelation ? (
            <Row label="Signataire distinct du client">
              <strong>Qualité vis-à-vis du client : {acceptance.signerRelation}</strong> — vérifiez son pouvoir avant de commencer.
            </Row>
          ) : null}
          <Row label="Date et heure">{formatDateTime(acceptance.acceptedAt)}</Row>
          {acceptance.codeVerifiedAt ? (
            <Row label="Code reçu par e-mail">
              envoyé le {formatDateTime(acceptance.codeSentAt ?? null)}, vérifié le {formatDateTime(acceptance.codeVerifiedAt)}
            </Row>
          ) : null}
          {acceptance.withdrawalChoice ? <Row label="Début de la mission">{WITHDRAWAL_CHOICE_LABELS[acceptance.withdrawalChoice]}</Row> : null}
          <Row label="Adresse IP">{acceptance.ip ?? "non transmise"}</Row>
          <Row label="Navigateur">{acceptance.userAgent ?? "non transmis"}</Row>
          <Row label="SHA-256 du PDF présenté">
            <code className="text-xs">{acceptance.pdfSha256}</code>
          </Row>
          <Row label="SHA-256 du PDF signé">
            <code className="text-xs">{acceptance.signedPdfSha256}</code>
          </Row>
        </dl>
        <p className="mt-3 text-sm">
          <a href={`/admin/devis/${meta.id}/devis-signe.pdf`} download className="font-semibold text-brand-700 underline">
            Télécharger le devis signé (PDF)
          </a>
        </p>
      </Card>
    );
  }
  if (meta.status === "refuse") {
    return (
      <Card title="Refusé par le client">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <Row label="Le">{formatDateTime(meta.answeredAt)}</Row>
          <Row label="Raison">{refusalReasonLabel(meta.refusalReason)}</Row>
          {meta.refusalComment ? <Row label="Commentaire">{meta.refusalComment}</Row> : null}
        </dl>
      </Card>
    );
  }
  const text: Partial<Record<DevisStatus, string>> = {
    envoye: "Envoyé : le client n'a pas encore ouvert son lien.",
    consulte: `Consulté par le client le ${formatDateTime(meta.consultedAt)} : en attente de sa réponse.`,
    expire: "Expiré : la validité est dépassée sans réponse du client. Créez une nouvelle version pour le relancer.",
    remplace: "Remplacé par une version plus récente : son lien renvoie le client vers elle.",
    annule: "Annulé : son lien ne montre plus le devis.",
  };
  return text[meta.status] ? <Banner tone="info">{text[meta.status]}</Banner> : null;
}

export function DevisActions({ meta }: { meta: Meta }) {
  const open = can("accept", meta.status);
  const revisable = can("revise", meta.status);
  const cancellable = can("cancel", meta.status);
  if (!revisable && !cancellable) return null;
  return (
    <Card title="Actions">
      <div className="flex flex-wrap items-start gap-3">
        {revisable ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revise" />
            <input type="hidden" name="version" value={meta.version} />
            <button type="submit" className={buttonClass("primary")}>
              Modifier : créer l'indice {indiceOf(meta.revision + 1)}
            </button>
          </Form>
        ) : null}
        {open ? (
          <Form method="post">
            <input type="hidden" name="intent" value="reminder" />
            <input type="hidden" name="version" value={meta.version} />
            {meta.clientReminder ? null : <input type="hidden" name="clientReminder" value="on" />}
            <button type="submit" className={buttonClass("secondary")}>
              {meta.clientReminder ? "Ne pas relancer le client" : "Relancer le client 7 jours après l'envoi"}
            </button>
          </Form>
        ) : null}
        {cancellable ? (
          <details className="rounded-lg border border-red-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-red-800">Annuler le devis…</summary>
            <Form method="post" className="mt-2 space-y-2">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="version" value={meta.version} />
              <p className="text-sm text-slate-700">
                {open ? "Le lien du client affichera « devis annulé » : il ne pourra plus l'accepter." : "Le brouillon ne pourra plus être envoyé."}
              </p>
              <button type="submit" className={buttonClass("danger")}>
                Confirmer l'annulation
              </button>
            </Form>
          </details>
        ) : null}
      </div>
      {open ? (
        <p className="mt-3 text-xs text-slate-600">
          {meta.clientReminder ? "Relance du client : activée (un e-mail 7 jours après l'envoi s'il n'a pas répondu)." : "Relance du client : désactivée."}
        </p>
      ) : null}
    </Card>
  );
}
