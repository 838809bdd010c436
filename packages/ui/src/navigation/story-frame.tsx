/**
 * Story harness of the navigation stories (not exported from the package): a fake router (react-aria
 * `RouterProvider` whose `navigate` updates the current path, so links never reload the page), a private
 * registry, a toggle button driven by the registry, and the current path printed for play tests.
 */
import { useState, type ReactNode } from "react";
import { Button, RouterProvider } from "react-aria-components";
import { Icon } from "../components/icon";
import { NavigationProvider, useNavigationControls } from "./navigation-context";
import { createNavigationRegistry, type NavigationRegistry } from "./registry";

/** Name under which story navigations register. */
export const STORY_NAVIGATION = "storyNavigation";

function ToggleButton({ name }: { name: string }) {
  const { isOpen, toggle } = useNavigationControls(name);
  return (
    <Button
      onPress={toggle}
      aria-expanded={isOpen}
      className="inline-flex items-center gap-2 rounded-md border border-border bg-surface px-3 py-2 text-sm outline-primary data-[focus-visible]:outline-2"
    >
      <Icon name="menu" size={20} />
      Toggle navigation
    </Button>
  );
}

/** Props of {@link NavigationStoryFrame}. */
export interface NavigationStoryFrameProps {
  /** Path the story starts on. @default "/e-service/main" */
  initialPath?: string;
  /** The navigation (rendered before the page). */
  children: ReactNode;
  /** Extra controls rendered in the page area. */
  controls?: (registry: NavigationRegistry) => ReactNode;
  /** Page content height in px (to make the page scroll). @default 600 */
  minHeight?: number;
}

/** A page with a navigation, a fake router and a toggle button. */
export function NavigationStoryFrame({ initialPath = "/e-service/main", children, controls, minHeight = 600 }: NavigationStoryFrameProps) {
  const [path, setPath] = useState(initialPath);
  const [registry] = useState(() => createNavigationRegistry());
  return (
    <RouterProvider navigate={(href) => setPath(href)}>
      <NavigationProvider currentPath={path} registry={registry}>
        <div className="-m-4 flex" style={{ minHeight }}>
          {children}
          <main className="flex min-w-0 flex-1 flex-col items-start gap-4 p-6">
            <h1 className="text-lg font-semibold">Page</h1>
            <p className="text-sm">
              Current path: <output data-testid="current-path">{path}</output>
            </p>
            <ToggleButton name={STORY_NAVIGATION} />
            {controls?.(registry)}
          </main>
        </div>
      </NavigationProvider>
    </RouterProvider>
  );
}
