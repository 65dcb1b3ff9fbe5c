import { Link } from "react-router";
import { reveal } from "~/lib/reveal";

/**
 * The closing call to action: 'Demander un devis' (/contact by default; the simulator with
 * the service preset on a service page, docs/decisions/606) and a second button —
 * 'Nous contacter' (/contact) by default, 'Découvrir nos services' (/services) on the home
 * page.
 */
export function CallToAction({
  title = "Un projet de construction ? Parlons de votre sol.",
  text = "Décrivez-nous votre projet : nous vous indiquons la mission géotechnique adaptée et vous adressons un devis détaillé sous 48 heures ouvrées.",
  quoteTo = "/contact",
  secondary = { to: "/contact", label: "Nous contacter" },
}: {
  title?: string;
  text?: string;
  quoteTo?: string;
  secondary?: { to: string; label: string };
}) {
  return (
    <section className="bg-earth-50">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6" {...reveal("zoom-in")}>
        <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h2>
        <p className="mt-4 text-slate-700">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={quoteTo} className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            Demander un devis
          </Link>
          <Link to={secondary.to} className="rounded-lg border-2 border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-white">
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
