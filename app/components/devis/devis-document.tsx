// A devis as a page shows it, phone first: the firm's letterhead, client and site, each line
// with its programme, the totals, the delay and the conditions (the client's page and the
// admin's view of a sent devis). The PDF prints the same facts.
import { formatDate } from "~/lib/dates";
import { contactLine, identityLine, insuranceLine, registrationLine } from "~/lib/devis/letterhead";
import { formatCents, formatQuantity } from "~/lib/devis/lines";
import { CLAY_LEVEL_LABELS, CLIENT_TYPE_LABELS } from "~/lib/devis/schema";
import { deliverySentence, formationSentences } from "~/lib/devis/order-texts";
import { mediatorNotice, WITHDRAWAL_INFO } from "~/lib/devis/texts";
import type { DevisView } from "~/lib/devis/view";
import { natureLabel } from "~/lib/leads/labels";
import { missionDetails } from "~/lib/simulator/missions";

const day = (value: string) => formatDate(`${value}T12:00:00Z`);

export function DevisDocument({ devis: d, headingLevel = 2 }: { devis: DevisView; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const l = d.letterhead;
  const insurance = l ? insuranceLine(l) : null;
  return (
    <div className="space-y-6 text-slate-800">
      {l ? (
        <section aria-label="Émetteur du devis" className="flex items-start gap-3 border-b border-slate-200 pb-4">
          <img src="/favicon.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
          <div className="text-sm">
            <p className="text-lg font-bold text-brand-900">{l.siteName}</p>
            <p className="text-slate-600">{identityLine(l)}</p>
            {l.address ? <p className="text-slate-600">{l.address}</p> : null}
            {contactLine(l) ? <p className="text-slate-600">{contactLine(l)}</p> : null}
            {registrationLine(l) ? <p className="text-slate-600">{registrationLine(l)}</p> : null}
          </div>
        </section>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-lg bg-slate-50 p-4 text-sm">
          <H className="font-semibold text-brand-900">Client – {CLIENT_TYPE_LABELS[d.clientType].toLowerCase()}</H>
          <p className="mt-1 whitespace-pre-line">{[d.clientCompany, d.clientName, d.clientAddress, d.clientEmail, d.clientPhone].filter((part) => part.trim()).join("\n")}</p>
        </section>
        <section className="rounded-lg bg-slate-50 p-4 text-sm">
          <H className="font-semibold text-brand-900">Adresse du chantier</H>
          <p className="mt-1">
            {d.siteStreet ? (
              <>
                {d.siteStreet}
                <br />
              </>
            ) : null}
            {`${d.sitePostcode} ${d.siteCity}`.trim()}
          </p>
          {d.siteInseeCode ? <p className="text-slate-600">{`Code INSEE de la commune\u202f: ${d.siteInseeCode}`}</p> : null}
          {d.clayLevel ? (
            <p className="text-slate-600">
              {`Retrait-gonflement des argiles\u202f: ${CLAY_LEVEL_LABELS[d.clayLevel].toLowerCase()}`}
              {d.claySource || d.clayReadOn ? ` (${[d.claySource, d.clayReadOn ? `lue le ${day(d.clayReadOn)}` : null].filter(Boolean).join(", ")})` : ""}
            </p>
          ) : null}
        </section>
      </div>

      {d.projectNature || d.projectDescription ? (
        <section className="text-sm">
          <H className="font-semibold text-brand-900">Votre projet</H>
          <p className="mt-1">{[natureLabel(d.projectNature), d.projectDescription].filter(Boolean).join(" – ")}</p>
          {d.estimateReference ? <p className="mt-1 text-slate-600">Ce devis confirme et remplace l'estimation indicative {d.estimateReference} issue du simulateur.</p> : null}
        </section>
      ) : null}

      <section>
        <H className="text-base font-semibold text-brand-900">Prestations</H>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {d.lines.map((line) => (
            <li key={line.position} className="space-y-1 p-4 text-sm">
              <p className="font-semibold text-slate-900">{line.label}</p>
              {missionDetails(line).map((detail) =>
                detail.label ? (
                  <p key={detail.label} className={detail.label === "Programme d'investigations" ? undefined : "text-slate-600"}>
                    <span className="font-medium">{`${detail.label}\u202f: `}</span>
                    {detail.text}
                  </p>
                ) : (
                  <p key={detail.text} className="text-slate-600">
                    {detail.text}
                  </p>
                ),
              )}
              <p className="flex flex-wrap justify-between gap-2 pt-1">
                <span className="text-slate-600">
                  {formatQuantity(line.quantity)} × {formatCents(line.unitPriceCents)} HT
                </span>
                <span className="font-semibold">{formatCents(line.amountCents)} HT</span>
              </p>
            </li>
          ))}
        </ul>
        <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {d.discountCents > 0 ? (
            <>
              <dt className="text-slate-600">Total des prestations HT</dt>
              <dd className="text-right">{formatCents(d.totalHtCents + d.discountCents)}</dd>
              <dt className="text-slate-600">Remise{d.discountLabel ? ` – ${d.discountLabel}` : ""}</dt>
              <dd className="text-right">− {formatCents(d.discountCents)}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">Total HT</dt>
          <dd className="text-right font-semibold">{formatCents(d.totalHtCents)}</dd>
          <dt className="text-slate-600">TVA 20 %</dt>
          <dd className="text-right">{formatCents(d.tvaCents)}</dd>
          <dt className="text-base font-bold text-brand-900">Total TTC</dt>
          <dd className="text-right text-base font-bold text-brand-900">{formatCents(d.totalTtcCents)}</dd>
        </dl>
      </section>

      <section className="space-y-2 text-sm">
        <H className="text-base font-semibold text-brand-900">Délai et conditions</H>
        <ul className="list-disc space-y-1 pl-5">
          {deliverySentence(d) ? <li>{deliverySentence(d)}</li> : null}
          {d.validUntil ? <li>{`Validité\u202f: ce devis est valable jusqu'au ${day(d.validUntil)}. Prix en euros hors taxes\u202f; TVA au taux de 20\u00a0%.`}</li> : null}
          {d.paymentTerms ? <li>{`Conditions de paiement\u202f: ${d.paymentTerms}`}</li> : null}
          {insurance ? <li>{insurance}</li> : null}
          {d.cgvVersion ? (
            <li>{`Nos conditions générales de vente, version ${d.cgvVersion}, reproduites en dernières pages du devis PDF, s'appliquent\u202f; les conditions particulières du présent devis prévalent.`}</li>
          ) : (
            <li>
              Nos{" "}
              <a href="/cgv" className="font-semibold text-brand-700 underline">
                conditions générales de vente
              </a>{" "}
              s'appliquent{"\u202f; "}les conditions particulières du présent devis prévalent.
            </li>
          )}
          {d.depositPercent !== null ? formationSentences(d).map((text) => <li key={text}>{text}</li>) : null}
        </ul>
        {d.note ? <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3">{d.note}</p> : null}
      </section>

      {d.clientType === "particulier" ? (
        <section className="space-y-2 text-sm">
          <H className="text-base font-semibold text-brand-900">Vos droits de consommateur</H>
          {WITHDRAWAL_INFO.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {l?.mediator ? <p>{mediatorNotice(l.mediator)}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
