// Mon Profil → « Sessions actives »: each live session of the account, « Cette session »,
// « Déconnecter » for another one and « Déconnecter toutes les autres sessions ».
import { Form, useNavigation } from "react-router";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "./kit/submit-button";
import { Card } from "./kit/page";

export type SessionView = { id: string; browser: string; place: string | null; startedAt: string; lastSeenAt: string; current: boolean };

export function SessionsCard({ sessions, error }: { sessions: Array<SessionView>; error: string | null }) {
  const navigation = useNavigation();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Card
      title="Sessions actives"
      actions={
        others > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="end-other-sessions" />
            <SubmitButton intent="end-other-sessions" tone="danger" pendingLabel="Déconnexion...">
              Déconnecter toutes les autres sessions
            </SubmitButton>
          </Form>
        ) : null
      }
    >
      {error ? <Banner tone="error">{error}</Banner> : null}
      <p className="mb-3 text-sm text-slate-600">Une session inutilisée pendant 4 heures expire ; toute session expire 12 heures après la connexion.</p>
      <ul className="divide-y divide-slate-200" aria-label="Sessions actives">
        {sessions.map((session) => {
          const pending = navigation.state === "submitting" && navigation.formData?.get("sessionId") === session.id;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {session.browser}
                  {session.current ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">Cette session</span> : null}
                </p>
                <p className="text-slate-600">{session.place ?? "Lieu inconnu"}</p>
                <p className="text-slate-600">
                  Ouverte le {session.startedAt} · Dernière activité le {session.lastSeenAt}
                </p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button
                    type="submit"
                    className={buttonClass("secondary")}
                    disabled={pending}
                    aria-disabled={pending || undefined}
                    aria-label={`Déconnecter la session ${session.browser}, ouverte le ${session.startedAt}`}
                  >
                    {pending ? "Déconnexion..." : "Déconnecter"}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
