import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button, buttonClass } from "~/components/ui/button";
import { errorClass, inputClass, labelClass } from "~/components/ui/field";
import { formatDate } from "~/lib/dates";
import {
  type AddressCandidate,
  clayAnswer,
  quoteLinks,
  riskSentence,
  riskSources,
  riskTitles,
  type RiskKey,
  type TerrainRisks,
  type TerrainView,
  terrainMessages,
} from "~/lib/terrain/schema";

const OTHER_RISKS: Array<Exclude<RiskKey, "clay">> = ["seismic", "radon", "cavities", "movements", "catnat"];
const SUGGEST_DELAY_MS = 250;

function PlaceFields({ place }: { place: AddressCandidate }) {
  return (
    <>
      <input type="hidden" name="label" value={place.label} />
      <input type="hidden" name="lat" value={String(place.lat)} />
      <input type="hidden" name="lon" value={String(place.lon)} />
      <input type="hidden" name="citycode" value={place.citycode} />
      <input type="hidden" name="city" value={place.city} />
      <input type="hidden" name="postcode" value={place.postcode} />
    </>
  );
}

/** 'Recevoir ce résultat par e-mail': the only step that stores the address (with consent). */
function EmailForm({ view, place }: { view: TerrainView; place: AddressCandidate }) {
  const errors = view.emailErrors ?? {};
  if (view.emailNotice) {
    return (
      <div className="mt-4">
        <Banner tone="success" title={view.emailNotice} />
      </div>
    );
  }
  return (
    <Form method="post" className="mt-4 space-y-3" noValidate>
      <input type="hidden" name="intent" value="email" />
      <PlaceFields place={place} />
      {errors.form ? <Banner tone="error" title={errors.form} /> : null}
      <div>
        <label htmlFor="terrain-email" className={labelClass}>
          Votre adresse e-mail
        </label>
        <input
          id="terrain-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={view.emailValue ?? ""}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "terrain-email-erreur" : undefined}
          className={`mt-1 ${inputClass}`}
        />
        {errors.email ? (
          <p id="terrain-email-erreur" className={errorClass}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id="terrain-consent"
            name="consent"
            type="checkbox"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "terrain-consent-erreur" : undefined}
            className="mt-1 size-4"
          />
          <label htmlFor="terrain-consent" className="text-sm text-slate-800">
            J'accepte que mon adresse e-mail et l'adresse du terrain soient conservées pour m'envoyer ce résultat et, le cas échéant, me recontacter à son sujet (voir la{" "}
            <Link to="/politique-confidentialite" className="text-brand-700 underline">
              politique de confidentialité
            </Link>
            ).
          </label>
        </div>
        {errors.consent ? (
          <p id="terrain-consent-erreur" className={errorClass}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary">
        Recevoir ce résultat par e-mail
      </Button>
    </Form>
  );
}

/** The candidates, each a button that posts the chosen point (the same list with or without JavaScript). */
function CandidateList({ candidates, id }: { candidates: Array<AddressCandidate>; id: string }) {
  return (
    <ul id={id} className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {candidates.map((c) => (
        <li key={`${c.lat},${c.lon},${c.label}`}>
          <Form method="post" className="flex">
            <input type="hidden" name="intent" value="lookup" />
            <input type="hidden" name="label" value={c.label} />
            <input type="hidden" name="lat" value={String(c.lat)} />
            <input type="hidden" name="lon" value={String(c.lon)} />
            <input type="hidden" name="citycode" value={c.citycode} />
            <input type="hidden" name="city" value={c.city} />
            <input type="hidden" name="postcode" value={c.postcode} />
            <button
              type="submit"
              className="w-full px-4 py-3 text-left text-sm text-slate-900 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {c.label}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** The address field; with JavaScript, suggestions come as the visitor types. */
function AddressSearch({ view }: { view: TerrainView }) {
  const [suggestions, setSuggestions] = useState<Array<AddressCandidate> | null>(null);
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
        const body = (await response.json()) as { candidates?: Array<AddressCandidate>; error?: string };
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

function Result({ view, place, risks }: { view: TerrainView; place: AddressCandidate; risks: TerrainRisks }) {
  const answer = clayAnswer(risks.clay);
  return (
    <section aria-labelledby="resultat-titre" className="mt-10 space-y-6">
      <h2 id="resultat-titre" tabIndex={-1} className="text-2xl font-bold text-brand-900">
        Résultat pour {place.label}
      </h2>
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-6">
        <h3 className="text-lg font-semibold text-brand-900">{riskTitles.clay}</h3>
        <p className="mt-2 font-medium text-slate-900">{answer.headline}</p>
        {answer.paragraphs.map((text) => (
          <p key={text} className="mt-2 text-slate-800">
            {text}
          </p>
        ))}
        {answer.legal ? <p className="mt-3 text-sm text-slate-700">Références : {answer.legal}</p> : null}
        <Source datum={risks.clay} source={riskSources.clay} />
      </div>
      <div>
        <h3 className="text-lg font-semibold text-brand-900">Les autres risques du sol</h3>
        <ul className="mt-3 space-y-4">
          {OTHER_RISKS.map((key) => (
            <li key={key} className="rounded-lg border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{riskTitles[key]}</p>
              <p className={`mt-1 ${risks[key].status === "ok" ? "text-slate-800" : "text-amber-900"}`}>{riskSentence(key, risks)}</p>
              <Source datum={risks[key]} source={riskSources[key]} />
            </li>
          ))}
        </ul>
      </div>
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
        <div className="mt-4 flex flex-wrap gap-3">
          {quoteLinks(risks, place).map((link, index) => (
            <Link key={link.href} to={link.href} className={buttonClass(index === 0 ? "primary" : "secondary")}>
              {link.label}
            </Link>
          ))}
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 p-6">
        <h3 className="text-lg font-semibold text-brand-900">Recevoir ce résultat par e-mail</h3>
        <p className="mt-2 text-sm text-slate-700">Nous vous envoyons ce résultat et sa version PDF.</p>
        <EmailForm view={view} place={place} />
      </div>
    </section>
  );
}

export function TerrainPage({ view }: { view: TerrainView }) {
  const navigation = useNavigation();
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (view.place && !view.emailNotice && !view.emailErrors) resultRef.current?.querySelector<HTMLElement>("#resultat-titre")?.focus();
  }, [view.place, view.emailNotice, view.emailErrors]);
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6 lg:px-8">
      <noscript>
        <p className="mb-4 text-sm text-slate-600">Sans JavaScript, recherchez l'adresse puis choisissez-la dans la liste proposée.</p>
      </noscript>
      <AddressSearch key={view.place ? "result" : "search"} view={view} />
      {navigation.state === "submitting" ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Recherche en cours…
        </p>
      ) : null}
      {view.error && view.place ? (
        <div className="mt-4">
          <Banner tone="error" title={view.error} />
        </div>
      ) : null}
      <div ref={resultRef}>{view.place && view.risks ? <Result view={view} place={view.place} risks={view.risks} /> : null}</div>
      <p className="mt-10 text-sm text-slate-600">{terrainMessages.offline}</p>
    </div>
  );
}
