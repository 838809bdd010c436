/**
 * Entry point: loads the language, then renders the app. A startup failure is logged to the console
 * (portal-spec.md section 8, "Startup failure").
 */
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { z } from "zod";
import { App } from "./app";
import { initI18n } from "./i18n/i18n";

// zod compiles validators with `new Function` unless told not to; the server's CSP forbids eval (no
// 'unsafe-eval'), so run it without JIT.
z.config({ jitless: true });

async function start(): Promise<void> {
  await initI18n();
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error("The portal failed to start", error);
});
