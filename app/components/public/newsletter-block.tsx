/** 'Restez informé' block of the news page; the form itself belongs to the newsletter feature. */
export function NewsletterBlock({ children }: { children?: React.ReactNode }) {
  return (
    <section aria-labelledby="newsletter-title" className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
        <h2 id="newsletter-title" className="text-2xl font-bold text-brand-900">
          Restez informé
        </h2>
        <p className="mt-3 text-slate-700">Recevez nos articles sur la réglementation, les risques géotechniques et nos retours d'expérience, une à deux fois par mois.</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
