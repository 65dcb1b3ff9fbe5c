import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/article";
import { ArticleView } from "~/components/public/article-view";
import { getDb } from "~/db/get-db.server";
import { notFound } from "~/lib/seo/not-found.server";
import { getCloudflare } from "~/lib/context";
import { buildArticlePage } from "~/lib/content/article-page.server";
import { servedBodyDeps } from "~/lib/content/served-body.server";
import { articlePageQueries } from "~/lib/content/articles.server";
import { loadLayout } from "~/lib/layout/layout.server";
import { jsonLd, seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const [[[found], candidates], layout] = await Promise.all([load(articlePageQueries(db, params.slug, new Date())), loadLayout(context)]);
  if (!found) return notFound(request, context, "Article introuvable");
  return buildArticlePage({ found, candidates, settings: layout.settings, origin: getCloudflare(context).env.SITE_ORIGIN, deps: servedBodyDeps(context) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) {
    return [{ title: "Article non trouvé | Lutetia Géotechnique" }, { name: "robots", content: "noindex, nofollow" }];
  }
  const { article } = loaderData;
  return [
    ...seo({
      title: article.metaTitle || article.title,
      description: article.metaDescription || article.excerpt,
      path: `/actualites/${article.slug}`,
      origin: loaderData.origin,
      image: article.shareImage?.url,
      imageSize: article.shareImage,
      type: "article",
    }),
    jsonLd(loaderData.structured),
  ];
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} body={loaderData.body} related={loaderData.related} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main id="contenu" className="flex flex-1 items-center justify-center px-4 py-24">
      {notFound ? <meta name="robots" content="noindex, nofollow" /> : null}
      <div className="max-w-lg text-center">
        <h1 className="text-3xl font-bold text-brand-900">{notFound ? "Article non trouvé" : "Une erreur est survenue"}</h1>
        <p className="mt-3 text-slate-600">
          {notFound ? "L'article que vous recherchez n'existe pas ou a été déplacé." : "Impossible de charger l'article. Veuillez réessayer plus tard."}
        </p>
        <Link to="/actualites" className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Retour aux actualités
        </Link>
      </div>
    </main>
  );
}
