/**
 * Entry point: loads the language, then renders the app. A startup failure is logged to the console
 * (portal-spec.md section 8, "Startup failure").
 */
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { initI18n } from "./i18n/i18n";

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
