// The way back to the screen that sent the user here (`?returnTo=`, validated on the server:
// docs/decisions/629). Shown at the top of the screen, kept while they edit.
import { Link } from "react-router";
import { returnLabel } from "~/lib/admin/return-to";

export function ReturnLink({ to }: { to: string }) {
  return (
    <p className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
      <Link to={to} className="font-semibold text-brand-800 underline">
        ← {returnLabel(to)}
      </Link>{" "}
      <span className="text-slate-700">: chaque champ est enregistré dès que vous le quittez ; vos modifications y seront prises en compte.</span>
    </p>
  );
}
