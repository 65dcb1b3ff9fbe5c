// The header action of an admin screen that opens something (a new row, another screen): a link
// drawn as a button, its icon before the label.
import { Link, useLocation } from "react-router";
import { type ButtonVariant, buttonClass } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { dialogHref } from "~/lib/admin/list";

export function ActionLink({
  to,
  icon,
  variant = "primary",
  preventScrollReset,
  children,
}: {
  to: string;
  icon: IconName;
  variant?: ButtonVariant;
  preventScrollReset?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Link to={to} preventScrollReset={preventScrollReset} className={buttonClass(variant)}>
      <Icon name={icon} className="size-4" />
      {children}
    </Link>
  );
}

/** "Nouveau …" of a list whose rows are edited in dialogs: opens `?dialog=new` over the list as it is. */
export function NewDialogLink({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  return (
    <ActionLink to={dialogHref(location.search, "new")} icon="plus" preventScrollReset>
      {children}
    </ActionLink>
  );
}

/** "Voir la page" of a published record: its public address, in a new tab. */
export function ViewPageLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
      <Icon name="external" className="size-4" />
      Voir la page<span className="sr-only"> (nouvel onglet)</span>
    </a>
  );
}
