// Enrolment (QR code + secret + first code) and the recovery codes shown once: shared by
// the profile's 'Double authentification' and the enrolment a policy requires at sign-in.
import { Form } from "react-router";
import { inputClass, labelClass } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { recoveryCodesText } from "~/lib/auth/two-factor";

export type EnrolmentView = { secret: string; groupedSecret: string; uri: string; qr: { size: number; path: string } };

/** The QR code, drawn on the server as SVG (no image fetched from anywhere). */
export function TotpQrCode({ qr }: { qr: EnrolmentView["qr"] }) {
  return (
    <svg
      role="img"
      aria-label="QR code à scanner avec votre application d'authentification"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={qr.size * 6}
      height={qr.size * 6}
      shapeRendering="crispEdges"
      className="h-auto max-w-full rounded border border-slate-200"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

export function EnrolmentPanel({
  enrolment,
  error,
  action,
  askPassword,
  invalidField,
}: {
  enrolment: EnrolmentView;
  error?: string | null;
  action?: string;
  /** The profile asks the current password too (docs/decisions/716); the sign-in step has just checked it. */
  askPassword?: boolean;
  /** Which field the error is about (both when not said). */
  invalidField?: "password" | "code" | null;
}) {
  const describedBy = error ? "totp-enable-error" : undefined;
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>Ouvrez votre application d'authentification (Google Authenticator, Microsoft Authenticator, FreeOTP, Aegis…).</li>
        <li>Scannez le QR code, ou saisissez la clé à la main (type « basé sur le temps », 6 chiffres, 30 secondes).</li>
        <li>Saisissez le code à 6 chiffres affiché par l'application pour confirmer{askPassword ? ", avec votre mot de passe actuel" : ""}.</li>
      </ol>
      <TotpQrCode qr={enrolment.qr} />
      <div>
        <p className="text-sm font-medium text-slate-700">Clé à saisir à la main</p>
        <p className="mt-1">
          <code className="font-mono text-base tracking-wider text-slate-900" data-secret={enrolment.secret}>
            {enrolment.groupedSecret}
          </code>
        </p>
      </div>
      <Form method="post" action={action} className="space-y-3">
        <input type="hidden" name="intent" value="enable" />
        {error ? (
          <Banner tone="error" id="totp-enable-error">
            {error}
          </Banner>
        ) : null}
        {askPassword ? (
          <CurrentPasswordField id="totp-enable-password" invalid={Boolean(error) && invalidField !== "code"} describedBy={invalidField === "password" ? describedBy : undefined} />
        ) : null}
        <OneTimeCodeField
          id="totp-enable-code"
          invalid={Boolean(error) && invalidField !== "password"}
          describedBy={invalidField === "password" ? undefined : describedBy}
          narrow
        />
        <SubmitButton intent="enable" pendingLabel="Vérification...">
          Activer la double authentification
        </SubmitButton>
      </Form>
    </div>
  );
}

/** « Mot de passe actuel »: asked again before a change of the second factor (on or off). */
export function CurrentPasswordField({ id, invalid, describedBy }: { id: string; invalid?: boolean; describedBy?: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Mot de passe actuel
      </label>
      <input
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`mt-1 ${inputClass} text-sm`}
      />
    </div>
  );
}

/** The 10 codes, shown once, with 'Télécharger (.txt)' (a data: link: nothing kept on the server). */
export function RecoveryCodesPanel({ email, codes, continueTo }: { email: string; codes: ReadonlyArray<string>; continueTo?: string }) {
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText(email, codes))}`;
  return (
    <div className="space-y-4">
      <Banner tone="success">Double authentification activée.</Banner>
      <p className="text-sm text-slate-700">
        Voici vos <strong>10 codes de secours</strong>. Chacun permet une seule connexion si vous n'avez plus votre application. Ils ne seront <strong>plus jamais affichés</strong>{" "}
        : téléchargez-les ou recopiez-les et rangez-les en lieu sûr.
      </p>
      <ul aria-label="Codes de secours" className="grid gap-1 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <a href={href} download="codes-de-secours-lutetia.txt" className={buttonClass("secondary")}>
          Télécharger (.txt)
        </a>
        {continueTo ? (
          <a href={continueTo} className={buttonClass("primary")}>
            Continuer
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * "Code à 6 chiffres": the code of the authenticator app (digits, spaces allowed as the apps
 * group them), filled by the phone's one-time-code suggestion.
 */
export function OneTimeCodeField({
  id,
  hint,
  invalid,
  describedBy,
  narrow,
}: {
  id: string;
  /** Shown under the label, `<id>-hint`, named first by aria-describedby. */
  hint?: string;
  invalid?: boolean;
  /** The ids of what else describes the field (its error banner). */
  describedBy?: string;
  /** 10 rem wide, as in a card beside other text. */
  narrow?: boolean;
}) {
  const described = [hint ? `${id}-hint` : null, describedBy ?? null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Code à 6 chiffres
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={described}
        className={`mt-1 ${narrow ? "w-40 " : ""}${inputClass} text-sm`}
      />
    </div>
  );
}
