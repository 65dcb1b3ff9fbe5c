// Formatting of the back-office (fr-FR, Europe/Paris). Browser-safe.
import { formatDate } from "~/lib/dates";

const dateTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const euro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const number = new Intl.NumberFormat("fr-FR");

/** dd/mm/yyyy HH:mm, or the fallback when there is no date. */
export function formatDateTime(value: Date | number | string | null | undefined, fallback = ""): string {
  if (value === null || value === undefined || value === "") return fallback;
  return dateTime.format(new Date(value)).replace(",", "");
}

export function formatDay(value: Date | number | string | null | undefined, fallback = ""): string {
  if (value === null || value === undefined || value === "") return fallback;
  return formatDate(value);
}

export function formatEuro(value: number): string {
  return euro.format(value);
}

export function formatNumber(value: number): string {
  return number.format(value);
}

/** Bytes, KB, MB, GB in base 1024 (French units: octets, Ko, Mo, Go). */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} octets`;
  const units = ["Ko", "Mo", "Go"];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString("fr-FR", { maximumFractionDigits: 1 })} ${units[unit]}`;
}

export function fullName(user: { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
}
