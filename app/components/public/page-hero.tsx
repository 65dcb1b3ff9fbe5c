import { Breadcrumb, type BreadcrumbEntry } from "~/components/layout/breadcrumb";

export function PageHero({
  title,
  subtitle,
  breadcrumb,
  origin,
  children,
}: {
  title: string;
  subtitle?: string;
  breadcrumb: Array<BreadcrumbEntry>;
  origin: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="[&_a]:text-brand-100 [&_a:hover]:text-white [&_li]:text-brand-100 [&_span[aria-current]]:text-white">
          <Breadcrumb items={breadcrumb} origin={origin} />
        </div>
        <h1 className="mt-6 max-w-4xl text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-3xl text-lg text-slate-200">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
