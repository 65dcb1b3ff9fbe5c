// « À propos »: the team and the valid qualifications and insurance (docs/decisions/753).
// Server-rendered only: content pages ship no script.
import { ResponsiveImage } from "~/components/ui/picture";
import { CREDENTIAL_KIND_LABELS, type PublicCredential } from "~/lib/firm/credential-schema";
import { formatDate } from "~/lib/dates";
import { IMAGE_SIZES, type MediaImage } from "~/lib/media/picture";

export type PublicTeamMember = { id: number; name: string; jobTitle: string; photo: string | null; photoMedia: MediaImage | null; bio: string };

export function TeamSection({ members }: { members: ReadonlyArray<PublicTeamMember> }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="equipe" className="mt-12">
      <h2 id="equipe" className="text-2xl font-bold text-brand-800">
        Notre équipe
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {members.map((member) => (
          <li key={member.id} className="flex gap-4 rounded-xl border border-slate-200 p-5">
            {member.photo ? (
              <ResponsiveImage
                reference={member.photo}
                variants={member.photoMedia}
                alt=""
                sizes={IMAGE_SIZES.teamPortrait}
                className="size-28 shrink-0 rounded-full object-cover"
              />
            ) : null}
            <div>
              <h3 className="font-semibold text-slate-900">{member.name}</h3>
              <p className="text-sm font-medium text-earth-700">{member.jobTitle}</p>
              {member.bio ? <p className="mt-2 text-sm text-slate-700">{member.bio}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CredentialsSection({ credentials }: { credentials: ReadonlyArray<PublicCredential> }) {
  if (credentials.length === 0) return null;
  return (
    <section aria-labelledby="qualifications" className="mt-12">
      <h2 id="qualifications" className="text-2xl font-bold text-brand-800">
        Qualifications et assurances
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {credentials.map((credential) => (
          <li key={`${credential.kind}-${credential.label}-${credential.number}`} className="rounded-xl bg-earth-50 p-5">
            <p className="text-xs font-semibold uppercase tracking-wider text-earth-700">{CREDENTIAL_KIND_LABELS[credential.kind]}</p>
            <h3 className="mt-1 font-semibold text-slate-900">{credential.label}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
              {credential.number ? (
                <>
                  <dt className="text-slate-500">Numéro</dt>
                  <dd>{credential.number}</dd>
                </>
              ) : null}
              {credential.issuer ? (
                <>
                  <dt className="text-slate-500">Délivré par</dt>
                  <dd>{credential.issuer}</dd>
                </>
              ) : null}
              {credential.validUntil ? (
                <>
                  <dt className="text-slate-500">Valable jusqu'au</dt>
                  <dd>{formatDate(credential.validUntil)}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
