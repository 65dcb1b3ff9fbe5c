import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/preview";
import { ArticleView } from "~/components/public/article-view";
import { getDb } from "~/db/get-db.server";
import { formatDateTime } from "~/lib/admin/format";
import { parseId } from "~/lib/admin/http.server";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum, userCanTouch } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { buildArticlePage } from "~/lib/content/article-page.server";
import { servedBodyDeps } from "~/lib/content/served-body.server";
import { articlePreviewQueries } from "~/lib/content/articles.server";
import { ARTICLE_MESSAGES, ARTICLE_STATE_LABELS, articleState } from "~/lib/content/article-schema";
import { loadLayout } from "~/lib/layout/layout.server";

// Staff only and never indexed: the admin headers (noindex, private) on a page that has
// the public layout, so the draft looks exactly as it will once published.
export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("articlePreview"));
  const id = parseId(params.id);
  const now = new Date();
  const { db, load } = getDb(context);
  const [[[found], candidates], layout] = await Promise.all([load(articlePreviewQueries(db, id, now)), loadLayout(context)]);
  if (!found) throw data(ARTICLE_MESSAGES.notFound, { status: 404 });
  // The same rule as the edit form: an author previews only their own articles.
  if (!userCanTouch(user, "article", "preview", { ownerId: found.post.authorId })) throw redirect("/admin/access-denied");
  const page = buildArticlePage({ found, candidates, settings: layout.settings, origin: getCloudflare(context).env.SITE_ORIGIN, deps: servedBodyDeps(context) });
  return { ...page, id, state: articleState(found.post.status, found.post.publishedAt, now) };
}

export const action = readOnlyAction("articlePreview");

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Aperçu : ${loaderData?.article.title ?? "article"} | Lutetia Géotechnique` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const { article, body, related, id, state } = loaderData;
  return (
    <>
      <aside aria-label="Aperçu" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
          <p>
            <strong>Aperçu</strong> — {ARTICLE_STATE_LABELS[state]}
            {state === "scheduled" && article.publishedAt ? ` : public le ${formatDateTime(article.publishedAt)}` : ""}
            {state === "draft" ? " : visible uniquement par l'équipe connectée." : ""}
          </p>
          <Link to={`/admin/blog/posts/${id}`} className="font-semibold underline">
            Revenir à l'article
          </Link>
        </div>
      </aside>
      <ArticleView article={article} body={body} related={related} />
    </>
  );
}
