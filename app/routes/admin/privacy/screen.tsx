import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/screen";
import { EraseConfirmCard, InventoryCard, RegisterCard, ResultsCard, RetentionCard, SearchCard } from "~/components/admin/privacy";
import { PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { Banner } from "~/components/ui/banner";
import { getDb } from "~/db/get-db.server";
import { formatDay } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { parisDay } from "~/lib/dates";
import { privacyAction } from "~/lib/privacy/actions.server";
import { DETAIL_LABELS } from "~/lib/privacy/retention-runs.server";
import { answerPath, PRIVACY_MESSAGES } from "~/lib/privacy/schema";
import { answerView, privacyScreen } from "~/lib/privacy/screen.server";
import { getCloudflare } from "~/lib/context";
import { AnswerCard } from "~/components/admin/privacy-answer";

/** Nothing of this screen is ever kept by a browser or a cache. */
const NO_STORE = { "Cache-Control": "private, no-store" };

export function meta() {
  return adminMeta("Données personnelles");
}

export function headers() {
  return NO_STORE;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("privacy"));
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const open = url.searchParams.get("ouvertes") === "1";
  const { db } = getDb(context);
  const env = getCloudflare(context).env;
  const [screen, answer] = await Promise.all([
    privacyScreen(db, { page, open }),
    answerView({ db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, secret: env.JWT_SECRET }, url.searchParams),
  ]);
  return data({ ...screen, answer, open, today: parisDay(new Date()), detailLabels: DETAIL_LABELS }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("privacy"));
  return privacyAction({ request, context, user });
}

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { register, retention, due, inventory, open, today, detailLabels, answer } = loaderData;
  const location = useLocation();
  const intent = actionData?.intent ?? null;
  const found = actionData?.found ?? null;
  const searchErrors = intent === "find" || !found ? actionData?.fieldErrors : undefined;
  return (
    <>
      <PageHeader
        title="Données personnelles"
        description="Retrouver, exporter, rectifier ou effacer ce que le site conserve sur une personne (RGPD, art. 15 à 17), et tenir le registre des demandes."
      />
      <div className="grid gap-6">
        {due.total > 0 ? (
          <Banner tone="warning" title="Demandes à traiter">
            <p>
              {due.total} demande{due.total > 1 ? "s" : ""} relative{due.total > 1 ? "s" : ""} aux données personnelles {due.total > 1 ? "doivent" : "doit"} recevoir une réponse
              {due.firstDue ? ` (première échéance : ${formatDay(due.firstDue)})` : ""}.
            </p>
          </Banner>
        ) : null}
        {answer ? (
          <AnswerCard
            answer={answer}
            error={intent === "answer" ? actionData?.error : null}
            errors={intent === "answer" ? actionData?.fieldErrors : undefined}
            values={intent === "answer" ? actionData?.values : undefined}
          />
        ) : null}
        {actionData?.answerFor ? (
          <Banner tone="info" title="Répondre à la personne">
            <p>
              C'est fait : la réponse est prérédigée d'après ce qui vient d'être fait.{" "}
              <Link to={answerPath(actionData.answerFor)} className="font-semibold underline">
                Rédiger la réponse
              </Link>
            </p>
          </Banner>
        ) : null}
        <SearchCard values={found ? { email: found.email, phone: found.phone ?? "" } : actionData?.values} errors={searchErrors} />
        {actionData?.error && !found && intent !== "answer" ? <Banner tone="error">{actionData.error}</Banner> : null}
        {found && actionData?.preview ? <EraseConfirmCard found={found} preview={actionData.preview} error={actionData.error} /> : null}
        {found && !actionData?.preview ? (
          <ResultsCard
            found={found}
            exported={actionData?.exported}
            notice={actionData?.notice}
            error={actionData?.error}
            values={actionData?.values}
            errors={intent === "correct" ? actionData?.fieldErrors : undefined}
          />
        ) : null}
        <RegisterCard
          page={register}
          today={today}
          search={location.search}
          open={open}
          values={actionData?.values}
          errors={actionData?.fieldErrors}
          error={actionData?.error ?? null}
          intent={intent}
        />
        <RetentionCard purges={retention} labels={detailLabels} />
        <InventoryCard rows={inventory} />
      </div>
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(PRIVACY_MESSAGES.loadFailed);
