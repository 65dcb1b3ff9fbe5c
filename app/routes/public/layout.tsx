import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { CrashScreen } from "~/components/layout/crash-screen";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { NotFoundScreen } from "~/components/layout/not-found";
import { notFoundSuggestions } from "~/lib/seo/not-found";
import type { RootData } from "~/components/layout/root-data";

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  if (!root) return <>{children}</>;
  return (
    <>
      <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Aller au contenu
      </a>
      <Header navServices={root.navServices} phone={root.settings.contact.phone} siteName={root.settings.general.site_name} />
      {children}
      <Footer
        settings={root.settings}
        navServices={root.navServices}
        footerPages={root.footerPages}
        credentials={root.credentials}
        credentialsLine={root.credentialsLine}
        year={root.year}
      />
    </>
  );
}

export default function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <title>Page non trouvée | Lutetia Géotechnique</title>
        <meta name="robots" content="noindex, nofollow" />
        <NotFoundScreen suggestions={notFoundSuggestions(location.pathname)} />
      </Shell>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <CrashScreen />
    </Shell>
  );
}
