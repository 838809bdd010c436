import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadUiLocale } from "@eoffice/ui";
import { App } from "./app";
import "./index.css";

// The app starts in Thai: the design system's Thai strings are a chunk of their own, loaded before the first render
// so that no English shows meanwhile (UiI18nProvider would load them itself, after a render in English).
void loadUiLocale("th")
  .catch((error: unknown) => console.error("The Thai ui strings could not be loaded", error))
  .then(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
