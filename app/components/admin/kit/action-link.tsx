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
