/**
 * Vite configuration of the portal: React, Tailwind CSS 4 (through the ui package's stylesheet), a dev server on
 * port 5173 that proxies the API (`/pxapi_eoffice`) to the reference server on :8080, and a static build in
 * `dist/` that the API serves (ARCHITECTURE.md "Scaling past one machine": the built portal is static files).
 */
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/pxapi_eoffice": { target: "http://localhost:8080", changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
    proxy: {
      "/pxapi_eoffice": { target: "http://localhost:8080", changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
});
