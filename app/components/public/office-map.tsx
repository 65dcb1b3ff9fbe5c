import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";

/** OpenStreetMap addresses for the office: the embed (zoom ≈ 15) and the map on openstreetmap.org. */
export function officeMapUrls(lat: number, lng: number) {
  const bbox = [lng - 0.012, lat - 0.005, lng + 0.012, lat + 0.005].map((n) => n.toFixed(5)).join(",");
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`,
    link: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`,
  };
}

type Props = { siteName: string; address: string; lat: number; lng: number };

/**
 * The office's location card; the OpenStreetMap frame loads only when the visitor asks
 * for it, so nothing reaches openstreetmap.org before (docs/decisions/731). Without
 * JavaScript the same control is a link to the map on openstreetmap.org.
 */
export function OfficeMap({ siteName, address, lat, lng }: Props) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const map = officeMapUrls(lat, lng);
  const action = "inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";
  return (
    <section aria-labelledby="plan" className="relative h-[600px] w-full overflow-hidden bg-brand-50">
      {shown ? (
        <iframe
          ref={(frame) => frame?.focus()}
          title={`Plan d'accès – ${siteName}`}
          src={map.embed}
          className="absolute inset-0 h-full w-full border-0"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <LocationDrawing />
      )}
      <div className="absolute top-6 left-6 max-w-sm rounded-xl bg-white/95 p-5 shadow-lg max-sm:right-6">
        <h2 id="plan" className="text-lg font-semibold text-brand-900">
          {siteName}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{address}</p>
        {shown ? null : (
          <div className="mt-4">
            {hydrated ? (
              <button type="button" className={action} onClick={() => setShown(true)}>
                <Icon name="map-pin" className="size-4" />
                Afficher la carte interactive
              </button>
            ) : (
              <a href={map.link} className={action}>
                <Icon name="map-pin" className="size-4" />
                Afficher la carte interactive
              </a>
            )}
            <p className="mt-2 text-xs text-slate-600">La carte est chargée depuis openstreetmap.org.</p>
          </div>
        )}
        <a href={map.link} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline" rel="noopener" target="_blank">
          Voir sur OpenStreetMap
        </a>
      </div>
    </section>
  );
}

/** A drawn, decorative street plan with the office's pin in the middle (no tile, no request). */
function LocationDrawing() {
  return (
    <svg aria-hidden="true" className="absolute inset-0 h-full w-full" viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice">
      <rect width="1200" height="600" fill="#eef2f7" />
      <path d="M-20 430 C 250 380, 420 470, 640 420 S 1000 330, 1220 380" fill="none" stroke="#b9cde3" strokeWidth="46" />
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M0 150 H1200 M0 300 H1200 M0 520 H1200 M180 0 V600 M470 0 V600 M780 0 V600 M1040 0 V600" strokeWidth="14" />
        <path d="M0 60 L1200 250 M300 600 L900 0 M600 0 L1200 560" strokeWidth="22" />
      </g>
      <g transform="translate(690 270)">
        <circle r="34" fill="#264d75" opacity="0.15" />
        <path d="M0 18 C -14 4, -20 -6, -20 -16 A 20 20 0 0 1 20 -16 C 20 -6, 14 4, 0 18 Z" fill="#264d75" />
        <circle cy="-16" r="7" fill="#ffffff" />
      </g>
    </svg>
  );
}
