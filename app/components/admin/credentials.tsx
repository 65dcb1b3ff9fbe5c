// The create / edit dialog form of a qualification or an insurance policy.
import type { SubmissionResult } from "@conform-to/react";
import { SelectField, TextField } from "~/components/ui/field";
import { type CredentialKind, credentialKinds } from "~/db/types";
import type { Conflict } from "~/lib/admin/concurrency";
import { useAdminForm } from "~/lib/admin/use-admin-form";
import { CREDENTIAL_KIND_LABELS, type CredentialFormValues, createCredentialSchema, updateCredentialSchema } from "~/lib/firm/credential-schema";
import { DialogForm } from "./kit/dialog-form";

type Credential = { id: number; version: number; kind: CredentialKind; label: string; number: string; issuer: string; validUntil: string | null; displayOrder: number };

const KIND_OPTIONS = credentialKinds.map((value) => ({ value, label: CREDENTIAL_KIND_LABELS[value] }));

export function CredentialForm({ credential, lastResult, conflict }: { credential?: Credential | null; lastResult?: SubmissionResult<Array<string>>; conflict?: Conflict | null }) {
  const schema = credential ? updateCredentialSchema : createCredentialSchema;
  const [form, fields] = useAdminForm<typeof schema, CredentialFormValues>(schema, {
    id: credential ? `credential-${credential.id}` : "credential-new",
    lastResult,
    defaultValue: credential ? { ...credential, validUntil: credential.validUntil ?? undefined } : { kind: "qualification", label: "", number: "", issuer: "", displayOrder: 0 },
  });
  return (
    <DialogForm form={form} record={credential} conflict={conflict}>
      <SelectField variant="admin" field={fields.kind} label="Type" options={KIND_OPTIONS} />
      <TextField
        variant="admin"
        field={fields.label}
        label="Libellé"
        isRequired
        placeholder="Qualification OPQIBI 1001 – Étude géotechnique"
        description="Tel qu'il figure sur le certificat ou l'attestation d'assurance."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField variant="admin" field={fields.number} label="Numéro" placeholder="Certificat n° ou police n°" />
        <TextField variant="admin" field={fields.issuer} label="Organisme" placeholder="OPQIBI, assureur…" />
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <TextField
          variant="admin"
          field={fields.validUntil}
          label="Valable jusqu'au"
          type="date"
          description="Dernier jour de validité. Vide : sans échéance. Une ligne expirée n'est plus affichée."
        />
        <TextField variant="admin" field={fields.displayOrder} label="Ordre d'affichage" type="number" inputMode="numeric" />
      </div>
    </DialogForm>
  );
}
