// The create / edit dialog form of a team member.
import type { SubmissionResult } from "@conform-to/react";
import { TextAreaField, TextField } from "~/components/ui/field";
import type { Conflict } from "~/lib/admin/concurrency";
import { useAdminForm } from "~/lib/admin/use-admin-form";
import { createTeamMemberSchema, type TeamMemberFormValues, updateTeamMemberSchema } from "~/lib/firm/team-schema";
import { DialogForm } from "./kit/dialog-form";
import { MediaField } from "./kit/media-field";

/** The row as the loader sends it. */
type Member = { id: number; version: number; name: string; jobTitle: string; photo: string | null; bio: string; displayOrder: number };

export function TeamMemberForm({ member, lastResult, conflict }: { member?: Member | null; lastResult?: SubmissionResult<Array<string>>; conflict?: Conflict | null }) {
  const schema = member ? updateTeamMemberSchema : createTeamMemberSchema;
  const [form, fields] = useAdminForm<typeof schema, TeamMemberFormValues>(schema, {
    id: member ? `team-${member.id}` : "team-new",
    lastResult,
    defaultValue: member
      ? { name: member.name, jobTitle: member.jobTitle, photo: member.photo ?? "", bio: member.bio, displayOrder: member.displayOrder }
      : { name: "", jobTitle: "", photo: "", bio: "", displayOrder: 0 },
  });
  return (
    <DialogForm form={form} record={member} conflict={conflict}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField variant="admin" field={fields.name} label="Nom" isRequired placeholder="Claire Martin" />
        <TextField variant="admin" field={fields.jobTitle} label="Rôle" isRequired placeholder="Ingénieure géotechnicienne, cheffe de projet G2" />
      </div>
      <MediaField
        field={fields.photo}
        label="Photo"
        description="Une image de la médiathèque, avec son texte alternatif (par exemple « Portrait de Claire Martin »). Facultative."
      />
      <TextAreaField
        variant="admin"
        field={fields.bio}
        label="Présentation"
        rows={4}
        description="Quelques phrases : spécialité, missions suivies, secteur. 600 caractères au maximum."
      />
      <TextField variant="admin" field={fields.displayOrder} label="Ordre d'affichage" type="number" inputMode="numeric" />
    </DialogForm>
  );
}
