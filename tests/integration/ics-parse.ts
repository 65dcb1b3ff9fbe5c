// A reader of iCalendar text for the tests (RFC 5545 §3.1): lines unfolded (CRLF + space or
// tab), each content line split into name, parameters and value, TEXT values unescaped.
// What a calendar application reads, independent of the generator under test.

export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type IcsComponent = { type: string; properties: Array<IcsProperty>; components: Array<IcsComponent> };

function unescapeText(value: string) {
  return value.replace(/\\([nN\\;,])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith("\r\n")) throw new Error("iCalendar : chaque ligne se termine par CRLF");
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  // Folded lines (§3.1): the `ics` package folds at 75 characters, never inside a character,
  // so a line stays valid UTF-8 on its own (accented text may exceed 75 octets, which the RFC
  // only advises against and every calendar reads).
  for (const line of text.split("\r\n")) if ([...line].length > 75) throw new Error(`ligne de plus de 75 caractères : ${line}`);
  const root: IcsComponent = { type: "ROOT", properties: [], components: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name, ...paramParts] = head.split(";");
    const params = Object.fromEntries(paramParts.map((p) => [p.split("=")[0].toUpperCase(), p.split("=").slice(1).join("=").replace(/^"|"$/g, "")]));
    if (name === "BEGIN") {
      const component = { type: value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (name === "END") {
      if (stack.at(-1)?.type !== value) throw new Error(`END:${value} sans BEGIN`);
      stack.pop();
    } else {
      stack.at(-1)?.properties.push({ name: name.toUpperCase(), params, value: ["SUMMARY", "DESCRIPTION", "LOCATION"].includes(name.toUpperCase()) ? unescapeText(value) : value });
    }
  }
  if (stack.length !== 1) throw new Error("composant non fermé");
  return root;
}

export function prop(component: IcsComponent, name: string): string | undefined {
  return component.properties.find((p) => p.name === name)?.value;
}

/** 20260512T060000Z → the instant. */
export function icsInstant(value: string | undefined): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? "");
  if (!m) throw new Error(`date-heure UTC attendue : ${value}`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}
