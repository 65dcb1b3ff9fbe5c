// "52 / 60 caractères" under an SEO field, amber past the recommended length, updated as
// the staff member types. Given to a kit field, which passes its id and initial value:
//   <TextField variant="admin" field={fields.metaTitle} label="Méta-titre" counter={<LengthCounter max={60} />} />
// It lives here, not in the kit's field module, which the public forms' scripts load.
import { useEffect, useState } from "react";

export function LengthCounter({ max, id = "", value = "" }: { max: number; id?: string; value?: string }) {
  const [length, setLength] = useState(value.length);
  useEffect(() => {
    const input = document.getElementById(id.replace(/-counter$/, "")) as HTMLInputElement | HTMLTextAreaElement | null;
    if (!input) return;
    const update = () => setLength(input.value.length);
    // What was typed before hydration counts too.
    update();
    input.addEventListener("input", update);
    return () => input.removeEventListener("input", update);
  }, [id]);
  return (
    <p id={id} className={`mt-1 text-xs ${length > max ? "font-semibold text-amber-800" : "text-slate-500"}`}>
      {length} / {max} caractères{length > max ? " (trop long pour les résultats de recherche)" : ""}
    </p>
  );
}
