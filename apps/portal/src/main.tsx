/**
 * Entry point: loads the language, then renders the app. A startup failure is logged to the console
 * (portal-spec.md section 8, "Startup failure"). While the language loads, the first page's modules start
 * loading too (and, for a signed-in user, the menu icons), so that the first render does not wait for them one
 * after the other; every other route is preloaded at idle after the first page (`routing/navigation-complete`), and the
 * strings of every page at idle after the first render (`i18n/i18n.ts`).
 */
import "./styles.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadMenuIcons } from "@eoffice/ui";
import { App } from "./app";
import { initI18n, loadStrings, preloadAllStrings } from "./i18n/i18n";
import { loadFirstPage } from "./routes";
import { REALMS, TOKEN_STORAGE_KEYS } from "./features/auth/session-store";
import { whenIdle } from "./routing/navigation-complete";

/**
 * Ends the current task and resumes in a new one (`scheduler.yield()` where the browser has it, else a zero-delay
 * timer), so that the start-up steps run as separate short tasks instead of one long task (tracker issue 8).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  await nextTask();
  const realm = REALMS.find((each) => window.localStorage.getItem(TOKEN_STORAGE_KEYS[each]) !== null) ?? null;
  const signedIn = realm !== null;
  const firstPage = loadFirstPage(window.location.pathname, realm);
  // A failure of these early loads surfaces when the page renders (its lazy component imports the same module).
  for (const loading of firstPage) loading.catch(() => undefined);
  await nextTask();
  await Promise.all([
    initI18n(),
    signedIn ? loadMenuIcons().catch(() => undefined) : undefined,
    // Staff strings with the shell: its realm checks and staff pages show them (a failure shows on those pages).
    realm === "staff" ? loadStrings(["staff", "complaints"]).catch(() => undefined) : undefined,
  ]);
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  await nextTask();
  // As a transition, so that React renders the first page in slices of a few milliseconds and the browser stays
  // responsive (and paints the splash) meanwhile, instead of one long task (tracker issue 8, Lighthouse TBT).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The other pages' strings, when the browser is idle after the first render.
  whenIdle(() => void preloadAllStrings().catch(() => undefined));
}

start().catch((error: unknown) => {
  console.error("The portal failed to start", error);
});
