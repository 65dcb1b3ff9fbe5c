import type { MetaDescriptor } from "react-router";
import { BRAND } from "~/lib/seo/meta";

/** Title and robots of every admin screen: never indexed. */
export function adminMeta(title: string): Array<MetaDescriptor> {
  return [{ title: `${title} | Administration | ${BRAND}` }, { name: "robots", content: "noindex, nofollow" }];
}
