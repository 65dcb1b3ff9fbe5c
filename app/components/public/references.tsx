// The firm's project references as the public pages show them: /references and the
// « Références récentes » of the city, department and region pages. Server-rendered only.
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/picture";
import { CLIENT_TYPE_LABELS, type PublicReference, referenceAnchor } from "~/lib/firm/reference-schema";
import { IMAGE_SIZES } from "~/lib/media/picture";

/** One reference: its first photo, title, place, year, missions, client type and text; the other photos under it when `gallery`. */
export function ReferenceCard({ reference, headingLevel = 3, gallery = false }: { reference: PublicReference; headingLevel?: 2 | 3; gallery?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [cover, ...others] = reference.photos;
  return (
    <article id={referenceAnchor(reference.id)} className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      {cover ? <ResponsiveImage reference={cover.src} variants={cover.media} alt="" sizes={IMAGE_SIZES.referenceCard} className="aspect-[3/2] h-auto w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-semibold text-slate-900">{reference.title}</Heading>
        <p className="mt-1 text-sm text-slate-600">
          <Link to={`/villes/${reference.city.slug}`} className="font-medium text-brand-700 hover:underline">
            {reference.city.name}
          </Link>{" "}
          ({reference.department.code}) · {reference.year} · {CLIENT_TYPE_LABELS[reference.clientType]}
        </p>
        <ul aria-label="Missions" className="mt-3 flex flex-wrap gap-1.5">
          {reference.missions.map((mission) => (
            <li key={mission} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              Mission {mission}
            </li>
          ))}
        </ul>
        <p className="mt-3 whitespace-pre-line text-slate-700">{reference.text}</p>
        {gallery && others.length > 0 ? (
          <ul aria-label="Autres photos" className="mt-4 grid grid-cols-3 gap-2">
            {others.map((photo) => (
              <li key={photo.src}>
                <ResponsiveImage
                  reference={photo.src}
                  variants={photo.media}
                  alt=""
                  sizes={IMAGE_SIZES.referenceThumb}
                  className="aspect-square h-auto w-full rounded object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** « Références récentes » of a territory page: nothing without a published reference. */
export function RecentReferences({ references, place }: { references: ReadonlyArray<PublicReference>; place: string }) {
  if (references.length === 0) return null;
  return (
    <section aria-labelledby="references-recentes" className="mt-12">
      <h2 id="references-recentes" className="text-2xl font-bold text-brand-800">
        Références récentes {place}
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-2">
        {references.map((reference) => (
          <li key={reference.id}>
            <ReferenceCard reference={reference} />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to="/references" className="font-semibold text-brand-700 hover:underline">
          Toutes nos références
        </Link>
      </p>
    </section>
  );
}
