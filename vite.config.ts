import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { commonPasswords } from "./scripts/common-passwords-plugin.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), commonPasswords()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The PDFs' sRGB profile, imported `?inline` like the fonts (docs/decisions/634-pdf-font-and-colour-profile.md).
  assetsInclude: ["**/*.icc"],
});
