// The links between the screens of one admin section (Demandes, Redirections), drawn as
// tabs above the screen. Plain links: each one is a page of its own, with its own URL.
import { NavLink } from "react-router";

export type SectionLink = {
  to: string;
  label: string;
  /** Active on this exact path only (the section's first screen). */
  end?: boolean;
};

/** `label`: the accessible name of the navigation. */
export function SectionNav({ label, links }: { label: string; links: ReadonlyArray<SectionLink> }) {
  return (
    <nav aria-label={label} className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                  isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
