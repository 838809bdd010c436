/**
 * React access to the navigation (docs/spec/portal-spec.md section 4): the current location, which decides active
 * links and counts as "a completed navigation" when it changes, and the registry of named navigations.
 * The ui package knows no router: the app passes `currentPath` here (or per navigation) and wraps the tree in
 * react-aria's `RouterProvider` so that internal links navigate without a page reload.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { navigationRegistry, type NavigationRegistry } from "./registry";

interface NavigationContextValue {
  currentPath: string | undefined;
  registry: NavigationRegistry;
}

const NavigationContext = createContext<NavigationContextValue>({ currentPath: undefined, registry: navigationRegistry });

/** Props of {@link NavigationProvider}. */
export interface NavigationProviderProps {
  /** The current location: path plus optional `?query` (for example `/e-service/main/form?type=water`). */
  currentPath?: string;
  /** The registry to use. @default the app-wide `navigationRegistry` */
  registry?: NavigationRegistry;
  children?: ReactNode;
}

/** Provides the current location and the navigation registry to every navigation below it. */
export function NavigationProvider({ currentPath, registry, children }: NavigationProviderProps) {
  const parent = useContext(NavigationContext);
  const value = useMemo(
    () => ({ currentPath: currentPath ?? parent.currentPath, registry: registry ?? parent.registry }),
    [currentPath, registry, parent],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The current location of the nearest {@link NavigationProvider} (`undefined` outside one). */
export function useCurrentPath(): string | undefined {
  return useContext(NavigationContext).currentPath;
}

/** The navigation registry of the nearest {@link NavigationProvider} (the app-wide one outside). */
export function useNavigationRegistry(): NavigationRegistry {
  return useContext(NavigationContext).registry;
}

/** State and controls of one named navigation, for a hamburger or a layout (spec section 4). */
export interface NavigationControls {
  /** Whether the named navigation is registered (mounted). */
  isRegistered: boolean;
  /** Whether it is open. */
  isOpen: boolean;
  open(): void;
  close(): void;
  toggle(): void;
}

/** Subscribes to the navigation registered under `name` and returns its state and controls. */
export function useNavigationControls(name: string): NavigationControls {
  const registry = useNavigationRegistry();
  const snapshot = useSyncExternalStore(
    registry.subscribe,
    () => `${registry.getComponent(name) ? 1 : 0}${registry.isOpen(name) ? 1 : 0}`,
    () => "00",
  );
  const open = useCallback(() => void registry.open(name), [registry, name]);
  const close = useCallback(() => void registry.close(name), [registry, name]);
  const toggle = useCallback(() => void registry.toggle(name), [registry, name]);
  return { isRegistered: snapshot[0] === "1", isOpen: snapshot[1] === "1", open, close, toggle };
}
