// The two screens of 'Utilisateurs' (super admins): the accounts, and the e-mails sent to them.
import { type SectionLink, SectionNav } from "~/components/admin/kit/section-nav";

const links: ReadonlyArray<SectionLink> = [
  { to: "/admin/users", label: "Comptes", end: true },
  { to: "/admin/users/emails", label: "E-mails des comptes" },
];

export function UsersSectionNav() {
  return <SectionNav label="Utilisateurs" links={links} />;
}
