// A short French label of a browser from its User-Agent, for the « Sessions actives » list
// and the new sign-in e-mail: « Chrome sur Windows », « Safari sur iPhone »… Deliberately
// small (no dependency): the most common browsers and systems, « Navigateur inconnu » else.

const BROWSERS: Array<[RegExp, string]> = [
  // Order matters: Edge, Opera, Samsung and Firefox iOS/Chrome iOS all say « Safari » or « Chrome » too.
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function first(list: Array<[RegExp, string]>, ua: string): string | null {
  for (const [pattern, label] of list) if (pattern.test(ua)) return label;
  return null;
}

export function browserLabel(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? "";
  const browser = ua ? first(BROWSERS, ua) : null;
  const system = ua ? first(SYSTEMS, ua) : null;
  if (browser && system) return `${browser} sur ${system}`;
  if (browser) return browser;
  if (system) return `Navigateur sur ${system}`;
  return "Navigateur inconnu";
}

const countryNames = (() => {
  try {
    return new Intl.DisplayNames(["fr"], { type: "region" });
  } catch {
    return null;
  }
})();

/** « Lyon, France » from request.cf's city and ISO country code; null when neither is known. */
export function placeLabel(city: string | null | undefined, country: string | null | undefined): string | null {
  let countryName: string | null = null;
  if (country) {
    try {
      countryName = countryNames?.of(country.toUpperCase()) ?? country;
    } catch {
      countryName = country;
    }
  }
  const parts = [city, countryName].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(", ") : null;
}
