/**
 * The example app's build: React and Tailwind CSS 4, which compiles `@eoffice/ui/styles.css` from the package's
 * `style` export (the Tailwind source) together with the app's own classes.
 */
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  preview: { host: "127.0.0.1", strictPort: true },
});
