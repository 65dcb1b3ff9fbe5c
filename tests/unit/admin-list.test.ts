import { expect, test } from "vitest";
import { listHref, listPage, offsetOf, pageNumbers, parseListQuery } from "~/lib/admin/list";
import { slugify } from "~/lib/content/rules";

const spec = { pageSize: 10, filters: ["status", "category"], sorts: ["title", "created_at"], defaultSort: "created_at", defaultDirection: "desc" } as const;

test("the list state comes from the URL, with safe defaults for bad values", () => {
  const query = parseListQuery(new URL("https://x.test/admin/blog/posts?q=%20argiles%20&page=3&sort=title&dir=asc&status=draft&other=1"), spec);
  expect(query).toEqual({ q: "argiles", page: 3, sort: "title", direction: "asc", filters: { status: "draft", category: "" }, pageSize: 10 });
  const bad = parseListQuery(new URL("https://x.test/?page=-2&sort=password&dir=sideways"), spec);
  expect(bad).toMatchObject({ page: 1, sort: "created_at", direction: "desc", q: "" });
  expect(parseListQuery(new URL(`https://x.test/?q=${"a".repeat(300)}&page=999999999`), spec)).toMatchObject({ q: "a".repeat(100), page: 10_000 });
});

test("a page knows its count and offset", () => {
  expect(listPage(["a"], 21, { page: 3, pageSize: 10 })).toEqual({ rows: ["a"], total: 21, page: 3, pageSize: 10, pageCount: 3 });
  expect(listPage([], 0, { page: 1, pageSize: 10 }).pageCount).toBe(1);
  expect(offsetOf({ page: 3, pageSize: 10 })).toBe(20);
});

test("list links keep the other parameters and go back to page 1 when a filter changes", () => {
  expect(listHref("?q=sol&page=4&status=draft", { status: "published" })).toBe("?q=sol&status=published");
  expect(listHref("?q=sol&page=4", { page: 5 })).toBe("?q=sol&page=5");
  expect(listHref("?q=sol&page=4", { dialog: "delete", id: 7 })).toBe("?q=sol&page=4&dialog=delete&id=7");
  expect(listHref("?dialog=delete&id=7", { dialog: null, id: null }, "/admin/services")).toBe("/admin/services");
});

test("numbered pagination collapses with '…' beyond 7 pages", () => {
  expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageNumbers(1, 12)).toEqual([1, 2, "…", 12]);
  expect(pageNumbers(6, 12)).toEqual([1, "…", 5, 6, 7, "…", 12]);
  expect(pageNumbers(12, 12)).toEqual([1, "…", 11, 12]);
});

test("slugs follow the specification's rule, with French accents folded", () => {
  expect(slugify("Étude géotechnique G2 AVP")).toBe("etude-geotechnique-g2-avp");
  expect(slugify("  L'étude   de sol : pourquoi ?  ")).toBe("l-etude-de-sol-pourquoi");
  expect(slugify("Retrait–gonflement des argiles (RGA)")).toBe("retrait-gonflement-des-argiles-rga");
  expect(slugify("Cœur de Rouen -- sous_sol")).toBe("coeur-de-rouen-sous_sol");
  expect(slugify("!!!")).toBe("");
});
