import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useNavigationType, useRouteLoaderData } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button, buttonClass } from "~/components/ui/button";
import { errorClass, inputClass, labelClass } from "~/components/ui/field";
import { formatDate } from "~/lib/dates";
import { lookupPath, RESULT_ANCHOR } from "~/lib/terrain/place";
import {
  type AddressCandidate,
  clayAnswer,
  type OfferedCandidate,
  quoteLinks,
  riskSentence,
  riskSources,
  riskTitles,
  type RiskKey,
  TERRAIN_UNAVAILABLE,
  type TerrainView,
  terrainMessages,
} from "~/lib/terrain/schema";
import type { TerrainRisks } from "~/db/types";
import type { RootData } from "~/components/layout/root-data";
import { TerrainEmailForm } from "./email-form";

const OTHER_RISKS: Array<Exclude<RiskKey, "clay">> = ["seismic", "radon", "cavities", "movements", "catnat"];
const SUGGEST_DELAY_MS = 250;

/** The candidates, each a link to its answer (`?lieu=`, the place the server signed): the same list with or without JavaScript. */
function CandidateList({ candidates, id }: { candidates: Array<OfferedCandidate>; id: string }) {
  return (
    <ul id={id} className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {candidates.map((c) => (
        <li key={c.lieu}>
          <Link
            to={lookupPath(c.lieu)}
            className="block w-full px-4 py-3 text-left text-sm text-slate-900 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {c.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The address field; with JavaScript, suggestions come as the visitor types. */
function AddressSearch({ view }: { view: TerrainView }) {
  const [suggestions, setSuggestions] = useState<Array<OfferedCandidate> | null>(null);
  const [status, setStatus] = useState("");
  // A count of suggestions is for screen readers; a failure is shown to everyone.
  const [statusShown, setStatusShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onInput(text: string) {
    clearTimeout(timer.current);
    controller.current?.abort();
    if (text.trim().length < 3) {
      setSuggestions(null);
      setStatus("");
      setStatusShown(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const abort = new AbortController();
      controller.current = abort;
      try {
        const response = await fetch(`/mon-terrain/suggestions?q=${encodeURIComponent(text)}`, { signal: abort.signal });
        const body = (await response.json()) as { candidates?: Array<OfferedCandidate>; error?: string };
        setSuggestions(body.candidates ?? []);
        setStatus(body.error ?? `${body.candidates?.length ?? 0} adresse(s) proposée(s) : choisissez la vôtre dans la liste.`);
        setStatusShown(Boolean(body.error));
      } catch (error) {
        if ((error as Error).name !== "AbortError") {
          setStatus(terrainMessages.offline);
          setStatusShown(true);
        }
      }
    }, SUGGEST_DELAY_MS);
  }

  const shown = suggestions ?? view.candidates ?? null;
  const error = view.error && !view.place ? view.error : null;
  return (
    <div>
      <Form method="post" role="search" aria-label="Recherche de l'adresse" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="search" />
        <div className="flex-1">
          <label htmlFor="adresse" className={labelClass}>
            Adresse du terrain
          </label>
          <input
            id="adresse"
            name="adresse"
            type="text"
            required
            minLength={3}
            maxLength={200}
            autoComplete="street-address"
            defaultValue={view.query ?? ""}
            placeholder="Ex. : 12 rue de la Mare, 93100 Montreuil"
            aria-describedby="adresse-aide adresse-etat"
            aria-invalid={error ? true : undefined}
            className={`mt-1 ${inputClass}`}
            onChange={(event) => onInput(event.currentTarget.value)}
          />
        </div>
        <Button type="submit">Rechercher</Button>
      </Form>
      <p id="adresse-aide" className="mt-2 text-sm text-slate-600">
        L'adresse n'est transmise qu'au géocodeur public de l'IGN, puis le point choisi à Géorisques ; elle n'est pas conservée.
      </p>
      <p id="adresse-etat" role="status" className={statusShown ? "mt-2 text-sm text-amber-900" : "sr-only"}>
        {status}
      </p>
      {error ? <p className={errorClass}>{error}</p> : null}
      {shown && shown.length > 0 ? (
        <section aria-labelledby="candidats-titre" className="mt-4">
          <h2 id="candidats-titre" className="text-sm font-semibold text-slate-800">
            Choisissez votre adresse
          </h2>
          <CandidateList candidates={shown} id="candidats" />
        </section>
      ) : null}
    </div>
  );
}

function Source({ datum, source }: { datum: TerrainRisks[RiskKey]; source: string }) {
  return (
    <p className="mt-1 text-xs text-slate-600">
      Source : {source}
      {datum.status === "ok" ? `, consultée le ${formatDate(datum.fetchedAt)}` : ""}.
    </p>
  );
}

/**
 * The answer, in the order a visitor on a phone needs it: the loi ELAN verdict and the
 * quote buttons first (one screen), then why, the other risks, the data that could not be
 * read (one short block), and the e-mail. docs/decisions/805-the-check-keeps-its-answer.md
 */
function Result({
  view,
  place,
  risks,
  lieu,
  turnstileSiteKey,
}: {
  view: TerrainView;
  place: AddressCandidate;
  risks: TerrainRisks;
  lieu: string;
  turnstileSiteKey?: string | null;
}) {
  const nonce = useRouteLoaderData<RootData>("root")?.nonce;
  const answer = clayAnswer(risks.clay);
  const [verdict, ...reasons] = answer.paragraphs;
  const available = OTHER_RISKS.filter((key) => risks[key].status === "ok");
  const unavailable = OTHER_RISKS.filter((key) => risks[key].status !== "ok");
  return (
    <section id={RESULT_ANCHOR} aria-labelledby="resultat-titre" className="mt-10 scroll-mt-20 space-y-6">
      <h2 id="resultat-titre" tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-300">
        Résultat pour {place.label}
      </h2>
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-6">
        <p className="font-semibold text-slate-900">{answer.headline}</p>
        <p className="mt-2 text-slate-800">{verdict}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {quoteLinks(risks, lieu).map((link, index) => (
            <Link key={link.href} to={link.href} className={buttonClass(index === 0 ? "primary" : "secondary")}>
              {link.label}
            </Link>
          ))}
        </div>
      </div>
      <div>
        <h3 className="text-lg font-semibold text-brand-900">{riskTitles.clay}</h3>
        {reasons.map((text) => (
          <p key={text} className="mt-2 text-slate-800">
            {text}
          </p>
        ))}
        {answer.legal ? <p className="mt-3 text-sm text-slate-700">Références : {answer.legal}</p> : null}
        <Source datum={risks.clay} source={riskSources.clay} />
      </div>
      {available.length > 0 ? (
        <div>
          <h3 className="text-lg font-semibold text-brand-900">Les autres risques du sol</h3>
          <ul className="mt-3 space-y-4">
            {available.map((key) => (
              <li key={key} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold text-slate-900">{riskTitles[key]}</p>
                <p className="mt-1 text-slate-800">{riskSentence(key, risks)}</p>
                <Source datum={risks[key]} source={riskSources[key]} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {unavailable.length > 0 ? (
        <div id="donnees-indisponibles" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Données non lues pour le moment : {unavailable.map((key) => riskTitles[key].toLowerCase()).join(", ")}.</p>
          <p className="mt-1">{TERRAIN_UNAVAILABLE}.</p>
        </div>
      ) : null}
      <p className="text-sm text-slate-700">
        Ce résultat est informatif : il s'appuie sur des cartes publiques établies à l'échelle de la commune ou du quartier et ne remplace pas une étude géotechnique, seule à même
        de caractériser le sol de votre parcelle. Données publiques :{" "}
        <a href="https://www.georisques.gouv.fr" className="text-brand-700 underline">
          georisques.gouv.fr
        </a>
        .
      </p>
      <div className="rounded-xl border border-slate-200 p-6">
        <h3 className="text-lg font-semibold text-brand-900">Nos services adaptés</h3>
        <p className="mt-2 text-slate-800">
          Nous réalisons les{" "}
          <Link to="/services/etudes-geotechniques" className="text-brand-700 underline">
            études géotechniques G1 et G2, dont les études loi ELAN
          </Link>{" "}
          et les{" "}
          <Link to="/services/analyses" className="text-brand-700 underline">
            analyses de sensibilité des argiles
          </Link>
          . Pour comprendre les obligations, lisez notre article{" "}
          <Link to="/actualites/loi-elan-etude-geotechnique-vente-terrain" className="text-brand-700 underline">
            Loi ELAN : l'étude géotechnique obligatoire pour vendre un terrain
          </Link>
          .
        </p>
      </div>
      <div id="recevoir-par-email" className="scroll-mt-20 rounded-xl border border-slate-200 p-6">
        <h3 className="text-lg font-semibold text-brand-900">Recevoir ce résultat par e-mail</h3>
        <p className="mt-2 text-sm text-slate-700">Nous vous envoyons ce résultat et sa version PDF.</p>
        <TerrainEmailForm lieu={lieu} view={view} turnstileSiteKey={turnstileSiteKey} nonce={nonce} />
      </div>
    </section>
  );
}

/** A verified place whose answer could not be shown with the message (rate limit, refused e-mail request): one link back to it. */
function PlaceNotice({ place, lieu, message }: { place: AddressCandidate; lieu: string; message?: string }) {
  return (
    <div className="mt-6 space-y-3">
      {message ? <Banner tone="error" title={message} /> : null}
      <Link to={lookupPath(lieu)} className={buttonClass("secondary")}>
        Afficher de nouveau le résultat pour {place.label}
      </Link>
    </div>
  );
}

export function TerrainPage({ view, turnstileSiteKey }: { view: TerrainView; turnstileSiteKey?: string | null }) {
  const navigation = useNavigation();
  const navigationType = useNavigationType();
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A chosen address moves the focus to its answer (the link's #resultat scrolled it into
    // view); Back keeps the scroll position the browser restores.
    if (view.place && !view.emailNotice && !view.emailErrors && navigationType !== "POP") {
      resultRef.current?.querySelector<HTMLElement>("#resultat-titre")?.focus({ preventScroll: true });
    }
  }, [view.place, view.emailNotice, view.emailErrors, navigationType]);
  const busy = navigation.state === "submitting" || (navigation.state === "loading" && navigation.location.pathname === "/mon-terrain");
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6 lg:px-8">
      <noscript>
        <p className="mb-4 text-sm text-slate-600">Sans JavaScript, recherchez l'adresse puis choisissez-la dans la liste proposée.</p>
      </noscript>
      <AddressSearch key={view.place ? "result" : "search"} view={view} />
      {busy ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Recherche en cours…
        </p>
      ) : null}
      {view.error && view.place ? (
        <div className="mt-4">
          <Banner tone="error" title={view.error} />
        </div>
      ) : null}
      <div ref={resultRef}>
        {view.place && view.risks && view.lieu ? (
          <Result view={view} place={view.place} risks={view.risks} lieu={view.lieu} turnstileSiteKey={turnstileSiteKey} />
        ) : view.place && view.lieu ? (
          <PlaceNotice place={view.place} lieu={view.lieu} message={view.emailErrors?.form} />
        ) : null}
      </div>
      <p className="mt-10 text-sm text-slate-600">{terrainMessages.offline}</p>
    </div>
  );
}
