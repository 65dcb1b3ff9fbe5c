/**
 * A field people never see nor reach with the keyboard; bots that fill every input
 * give themselves away. The action refuses the submission when it is not empty.
 */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>Ne pas remplir ce champ</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
