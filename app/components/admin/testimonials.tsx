// The create / edit dialog form of a testimonial.
import type { SubmissionResult } from "@conform-to/react";
import type { Conflict } from "~/lib/admin/concurrency";
import { createTestimonialSchema, type TestimonialFormValues, updateTestimonialSchema } from "~/lib/content/testimonial-schema";
import { DialogForm } from "./kit/dialog-form";
import { CheckboxField, TextAreaField, TextField } from "~/components/ui/field";
import { useAdminForm } from "~/lib/admin/use-admin-form";

type Testimonial = { id: number; version: number; quote: string; author: string; position: string; company: string; isActive: boolean; displayOrder: number };

export function TestimonialForm({
  testimonial,
  lastResult,
  conflict,
}: {
  /** Absent: a new testimonial. */
  testimonial?: Testimonial | null;
  lastResult?: SubmissionResult<Array<string>>;
  conflict?: Conflict | null;
}) {
  const schema = testimonial ? updateTestimonialSchema : createTestimonialSchema;
  const [form, fields] = useAdminForm<typeof schema, TestimonialFormValues>(schema, {
    id: testimonial ? `testimonial-${testimonial.id}` : "testimonial-new",
    lastResult,
    defaultValue: testimonial
      ? {
          quote: testimonial.quote,
          author: testimonial.author,
          position: testimonial.position,
          company: testimonial.company,
          isActive: testimonial.isActive,
          displayOrder: testimonial.displayOrder,
        }
      : { isActive: true, displayOrder: 0, quote: "", author: "", position: "", company: "" },
  });
  return (
    <DialogForm form={form} record={testimonial} conflict={conflict}>
      <TextAreaField variant="admin" field={fields.quote} label="Témoignage" rows={5} isRequired />
      <TextField variant="admin" field={fields.author} label="Auteur" isRequired description="Prénom et initiale du nom, avec l'accord de la personne." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField variant="admin" field={fields.position} label="Fonction" placeholder="Architecte DPLG" />
        <TextField variant="admin" field={fields.company} label="Société ou projet" placeholder="Maison individuelle, Essonne (91)" />
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <TextField variant="admin" field={fields.displayOrder} label="Ordre d'affichage" type="number" inputMode="numeric" />
        <CheckboxField variant="admin" field={fields.isActive} label="Actif" description="Affiché sur l'accueil et les pages des villes." />
      </div>
    </DialogForm>
  );
}
