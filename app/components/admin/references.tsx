// The create / edit dialog form of a project reference.
import type { SubmissionResult } from "@conform-to/react";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { type ClientType, clientTypes, type GeotechnicalMission, geotechnicalMissions } from "~/db/types";
import type { Conflict } from "~/lib/admin/concurrency";
import { useAdminForm } from "~/lib/admin/use-admin-form";
import { CLIENT_TYPE_LABELS, createReferenceSchema, MAX_REFERENCE_PHOTOS, MISSION_LABELS, type ReferenceFormValues, updateReferenceSchema } from "~/lib/firm/reference-schema";
import { CheckboxGroupField } from "./kit/checkbox-group";
import { DialogForm } from "./kit/dialog-form";
import { ListField } from "./kit/list-field";
import { MediaField } from "./kit/media-field";

type Reference = {
  id: number;
  version: number;
  title: string;
  cityId: number;
  year: number;
  missions: Array<GeotechnicalMission>;
  clientType: ClientType;
  text: string;
  photos: Array<string>;
  isPublished: boolean;
};

type CityChoice = { id: number; name: string; departmentCode: string };

const MISSION_OPTIONS = geotechnicalMissions.map((value) => ({ value, label: MISSION_LABELS[value] }));
const CLIENT_OPTIONS = clientTypes.map((value) => ({ value, label: CLIENT_TYPE_LABELS[value] }));

export function ReferenceForm({
  reference,
  cities,
  lastResult,
  conflict,
}: {
  reference?: Reference | null;
  cities: ReadonlyArray<CityChoice>;
  lastResult?: SubmissionResult<Array<string>>;
  conflict?: Conflict | null;
}) {
  const schema = reference ? updateReferenceSchema : createReferenceSchema;
  const [form, fields] = useAdminForm<typeof schema, ReferenceFormValues>(schema, {
    id: reference ? `reference-${reference.id}` : "reference-new",
    lastResult,
    defaultValue: reference
      ? {
          title: reference.title,
          cityId: reference.cityId,
          year: reference.year,
          missions: reference.missions,
          clientType: reference.clientType,
          text: reference.text,
          photos: reference.photos,
          isPublished: reference.isPublished,
        }
      : { title: "", year: new Date().getFullYear(), missions: [], clientType: "particulier", text: "", photos: [], isPublished: false },
  });
  const cityOptions = cities.map((city) => ({ value: String(city.id), label: `${city.name} (${city.departmentCode})` }));
  return (
    <DialogForm form={form} record={reference} conflict={conflict}>
      <TextField variant="admin" field={fields.title} label="Titre" isRequired placeholder="Maison individuelle sur argiles gonflantes" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField variant="admin" field={fields.cityId} label="Ville" options={[{ value: "", label: "Choisissez une ville…" }, ...cityOptions]} />
        <TextField variant="admin" field={fields.year} label="Année" type="number" inputMode="numeric" isRequired />
      </div>
      <CheckboxGroupField field={fields.missions} legend="Missions (NF P 94-500)" options={MISSION_OPTIONS} />
      <SelectField variant="admin" field={fields.clientType} label="Type de client" options={CLIENT_OPTIONS} />
      <TextAreaField
        variant="admin"
        field={fields.text}
        label="Texte"
        rows={5}
        isRequired
        description="Le contexte, le sol rencontré, ce que la mission a apporté. Sans nom de client sans son accord."
      />
      <ListField
        form={form}
        field={fields.photos}
        legend="Photos"
        description={`Images de la médiathèque, ${MAX_REFERENCE_PHOTOS} au maximum ; chacune doit avoir un texte alternatif pour être publiée.`}
        addLabel="Ajouter une photo"
        itemLabel={(index) => `Photo ${index + 1}`}
        defaultItem=""
        emptyLabel="Aucune photo."
      >
        {(item, index) => <MediaField field={item} label={`Photo ${index + 1}`} />}
      </ListField>
      <CheckboxField
        variant="admin"
        field={fields.isPublished}
        label="Publiée"
        description="Affichée sur /references et sur les pages de sa ville, de son département et de sa région."
      />
    </DialogForm>
  );
}
