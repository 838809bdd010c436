/**
 * Benchmark page of the vertical navigation (run by `bench/navigation.mjs`): exposes `window.navigationBench`
 * whose steps render, toggle and expand a generated navigation synchronously (flushSync) and return the time of
 * each step in ms, including style and layout (a forced reflow).
 */
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { generateNavigation } from "../../packages/ui/src/fixtures/navigation";
import { VerticalNavigation } from "../../packages/ui/src/navigation/vertical/vertical-navigation";
import { createNavigationRegistry } from "../../packages/ui/src/navigation/registry";
import { NavigationProvider } from "../../packages/ui/src/navigation/navigation-context";
import "../../packages/ui/src/styles.css";

const container = document.getElementById("root")!;
let root: Root | undefined;
const registry = createNavigationRegistry();

/** Time of the last step spent in React (the rest is style, layout and paint). */
let lastScript = 0;

/** Resolves after the next frame has been produced (rAF, then a task after it). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Runs `action` and resolves with the ms until the next frame has been produced: React work, style, layout and
 * paint (with up to one frame interval of waiting, ~16.7 ms at 60 Hz, included).
 */
async function timed(action: () => void): Promise<number> {
  await nextFrame();
  const start = performance.now();
  action();
  lastScript = performance.now() - start;
  await nextFrame();
  return performance.now() - start;
}

const bench = {
  /** Mounts a navigation of `count` items (collapsables closed); returns ms. */
  async mount(count: number): Promise<number> {
    const items = generateNavigation(count);
    root?.unmount();
    root = createRoot(container);
    return await timed(() =>
      flushSync(() =>
        root!.render(
          <NavigationProvider registry={registry} currentPath="/bench/0/0/0">
            <div style={{ display: "flex" }}>
              <VerticalNavigation name="bench" items={items} autoCollapse={false} />
              <main style={{ flex: 1 }}>content</main>
            </div>
          </NavigationProvider>,
        ),
      ),
    );
  },
  /** Expands every closed collapsable one by one; returns the ms of each expand. */
  async expandAll(): Promise<number[]> {
    const times: number[] = [];
    for (;;) {
      const button = container.querySelector<HTMLElement>('[data-type="collapsable"][aria-expanded="false"]');
      if (!button) return times;
      times.push(await timed(() => flushSync(() => button.click())));
    }
  },
  /** Closes then opens the navigation `rounds` times; returns the ms of each close and each open. */
  async toggle(rounds: number): Promise<{ close: number[]; open: number[]; script: number[] }> {
    const close: number[] = [];
    const open: number[] = [];
    const script: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      close.push(await timed(() => flushSync(() => registry.close("bench"))));
      script.push(lastScript);
      open.push(await timed(() => flushSync(() => registry.open("bench"))));
      script.push(lastScript);
    }
    return { close, open, script };
  },
  /** Number of rendered rows. */
  rows(): number {
    return container.querySelectorAll('[data-slot="row"]').length;
  },
};

declare global {
  interface Window {
    navigationBench: typeof bench;
  }
}
window.navigationBench = bench;
