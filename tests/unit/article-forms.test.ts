import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { imageUrlField, optionalText } from "~/lib/admin/schema";
import { articleFormSchema, articleState, parseTags } from "~/lib/content/article-schema";
import { fromParisInput, toParisInput } from "~/lib/dates";

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("admin form fields through conform", () => {
  test("empty optional text and image fields are accepted as empty strings", () => {
    const schema = z.object({ note: optionalText(20), image: imageUrlField });
    const submission = parseWithZod(formData({ note: "", image: "" }), { schema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toEqual({ note: "", image: "" });
    const invalid = parseWithZod(formData({ note: "x".repeat(21), image: "javascript:alert(1)" }), { schema });
    expect(invalid.reply().error).toEqual({ note: ["20 caractères au maximum"], image: ["Choisissez une image de la médiathèque."] });
  });

  test("an article without its required fields gets the specification's message on each", () => {
    const submission = parseWithZod(formData({ intent: "save", title: "", excerpt: "", content: "" }), { schema: articleFormSchema });
    expect(submission.reply().error).toMatchObject({
      title: ["Veuillez remplir tous les champs obligatoires."],
      excerpt: ["Veuillez remplir tous les champs obligatoires."],
      content: ["Veuillez remplir tous les champs obligatoires."],
    });
  });
});

describe("article rules", () => {
  test("tags are trimmed and deduplicated whatever their case", () => {
    expect(parseTags(" Argiles, G2 AVP ,argiles,, Nappe phréatique ")).toEqual(["Argiles", "G2 AVP", "Nappe phréatique"]);
  });

  test("published with a date still to come is 'Programmé'", () => {
    const now = new Date("2026-06-01T10:00:00Z");
    expect(articleState("draft", new Date("2026-07-01T10:00:00Z"), now)).toBe("draft");
    expect(articleState("published", new Date("2026-07-01T10:00:00Z"), now)).toBe("scheduled");
    expect(articleState("published", new Date("2026-05-01T10:00:00Z"), now)).toBe("published");
    expect(articleState("published", null, now)).toBe("published");
  });

  test("publication dates are typed in Paris time, summer and winter", () => {
    expect(fromParisInput("2026-07-14T09:30")?.toISOString()).toBe("2026-07-14T07:30:00.000Z");
    expect(fromParisInput("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T08:30:00.000Z");
    expect(toParisInput(new Date("2026-07-14T07:30:00Z"))).toBe("2026-07-14T09:30");
    expect(fromParisInput("2026-02-30T09:30")).toBeNull();
    expect(fromParisInput("demain")).toBeNull();
  });
});
