import { beforeAll, expect, test } from "vitest";
import { FOOTER_COLUMN_DELAYS_MS, REVEAL_SCRIPT, REVEAL_THRESHOLD, REVEAL_VARIANTS, reveal } from "~/lib/reveal";
import { seedDatabase } from "../../seed";
import { db, request } from "../helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

async function page(path: string) {
  const res = await request(path);
  return { res, html: (await res.text()).replaceAll("<!-- -->", "") };
}

test("the home page closes with two buttons: 'Demander un devis' to /contact and one to /services", async () => {
  const { html } = await page("/");
  const closing = html.slice(html.indexOf("Prêt à sécuriser votre projet\u202f?"));
  const links = [...closing.slice(0, closing.indexOf("</section>")).matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
  expect(links).toEqual([
    ["/contact", "Demander un devis"],
    ["/services", "Découvrir nos services"],
  ]);
});

test("the home hero leads with 'Estimer mon étude' (the simulator), then the spec's 'Nos services' and 'Nous contacter', then 'Mon terrain est-il concerné ?'", async () => {
  const { html } = await page("/");
  const hero = html.slice(html.indexOf("<h1"), html.indexOf("</section>", html.indexOf("<h1")));
  const links = [...hero.matchAll(/<a[^>]*href="([^"]+)"[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
  expect(links).toEqual([
    ["/simulateur", "Estimer mon étude"],
    ["/services", "Nos services"],
    ["/contact", "Nous contacter"],
    ["/mon-terrain", "Mon terrain est-il concerné ?"],
  ]);
});

test("every public page's header links 'Estimer mon étude' to the simulator, outside the menus", async () => {
  for (const path of ["/", "/services/sondages", "/actualites", "/contact", "/villes/paris"]) {
    const { html } = await page(path);
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    // Between the desktop navigation and the mobile menu's panel: shown on every screen size.
    const afterNav = header.slice(header.indexOf("</nav>"));
    const outsideMenus = afterNav.slice(0, afterNav.indexOf('popover="auto"'));
    expect(outsideMenus, path).toMatch(/<a[^>]*href="\/simulateur"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Estimer mon étude<\/a>/);
  }
});

test("a service page's 'Demander un devis' opens the simulator with that service preset; 'Nous contacter' stays", async () => {
  const { html } = await page("/services/sondages");
  expect(html).toMatch(/href="\/simulateur\?service=sondages"[^>]*>Demander un devis<\/a><a[^>]*href="\/contact"[^>]*>Nous contacter<\/a>/);
  expect((await page("/services/etudes-hydrauliques")).html).toContain('href="/simulateur?service=etudes-hydrauliques"');
});

test("both services menus list 'Vente de terrain (loi ELAN)', opening the simulator for a land sale", async () => {
  const { html } = await page("/actualites");
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  const entries = [...header.matchAll(/<a[^>]*href="\/simulateur\?nature=vente_terrain"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1].replace(/<[^>]+>/g, ""));
  expect(entries).toHaveLength(2);
  for (const entry of entries) expect(entry).toContain("Vente de terrain (loi ELAN)");
});

test("every page inlines the reveal script with the response's CSP nonce", async () => {
  const { res, html } = await page("/");
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const script = html.match(/<script nonce="([^"]+)">(\(function\(\)\{var d=document\.documentElement;[^<]*)<\/script>/);
  expect(script?.[1]).toBe(nonce);
  expect(script?.[2]).toBe(REVEAL_SCRIPT);
  // It comes before the body, so the hidden state is set before the first paint.
  expect(html.indexOf(REVEAL_SCRIPT.slice(0, 40))).toBeLessThan(html.indexOf("<body"));
});

test("the script only arms the animation where it can run, with threshold 0.1, once per element", () => {
  expect(REVEAL_THRESHOLD).toBe(0.1);
  expect(REVEAL_SCRIPT).toContain('"IntersectionObserver"in window');
  expect(REVEAL_SCRIPT).toContain('matchMedia("(prefers-reduced-motion: reduce)").matches)return');
  expect(REVEAL_SCRIPT).toContain("threshold:0.1");
  expect(REVEAL_SCRIPT).toContain("o.unobserve(e.target)");
  expect(REVEAL_VARIANTS).toEqual(["fade-up", "fade-down", "fade-left", "fade-right", "zoom-in", "zoom-out", "none"]);
});

test("footer columns are revealed one after the other, 100 to 500 ms", async () => {
  expect(FOOTER_COLUMN_DELAYS_MS).toEqual([100, 200, 300, 400, 500]);
  expect(reveal("zoom-out", 300)).toEqual({ "data-reveal": "zoom-out", style: { transitionDelay: "0.3s" }, suppressHydrationWarning: true });
  const { html } = await page("/contact");
  const footer = html.slice(html.indexOf('<footer id="pied-de-page"'));
  const delays = [...footer.matchAll(/data-reveal="fade-up" style="transition-delay:([\d.]+)s"/g)].map((m) => Number(m[1]) * 1000);
  expect(delays).toEqual([100, 200, 300, 400, 500]);
});

test("revealed content is in the HTML: nothing depends on the script to exist", async () => {
  const { html } = await page("/");
  expect(html).not.toMatch(/<[^>]+data-reveal[^>]+(hidden|aria-hidden="true"|opacity:\s*0)/);
  expect(html).toContain("Ils nous font confiance");
});
