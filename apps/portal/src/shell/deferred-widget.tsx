/**
 * Widgets of the signed-in shell loaded after the first render (tracker issue 8: the first render waits for at
 * most 130 KB of compressed JavaScript). Until `shell-widgets.tsx` has loaded, each widget shows its placeholder
 * from the ui package (the same trigger: look, size and name), so nothing moves when the widget replaces it. The
 * module loads when the browser is idle after the first render, or at once when a placeholder is pressed; the
 * widget then opens as if its own trigger had been pressed, and a placeholder that had focus hands it to the
 * widget's trigger.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { loadOnce } from "@eoffice/ui";
import { whenIdle } from "../routing/navigation-complete";
import type * as ShellWidgetsModule from "./shell-widgets";

/** The lazily loaded widgets module. */
export type ShellWidgets = typeof ShellWidgetsModule;

/** Loads the widgets module (once; after a failure the next call tries again). */
export const loadShellWidgets = loadOnce<ShellWidgets>(() => import("./shell-widgets"));

/** The widgets module once loaded (loading it at idle after the first render), else `null`. */
function useShellWidgets(): [ShellWidgets | null, () => void] {
  const [widgets, setWidgets] = useState<ShellWidgets | null>(() => loadShellWidgets.loaded());
  const active = useRef(true);
  const load = useCallback(() => {
    loadShellWidgets().then(
      (module) => {
        // A transition: React renders the widgets in short slices (tracker issue 8, no long task after the first render).
        if (active.current) startTransition(() => setWidgets(() => module));
      },
      (error: unknown) => console.error("The top-bar widgets failed to load", error),
    );
  }, []);
  useEffect(() => {
    active.current = true;
    if (!loadShellWidgets.loaded()) whenIdle(load);
    return () => {
      active.current = false;
    };
  }, [load]);
  return [widgets, load];
}

/** Props of {@link DeferredWidget}. */
export interface DeferredWidgetProps {
  /** The placeholder (takes `onPress`, see the ui `TopBarPlaceholderProps`). */
  placeholder: (onPress: () => void) => ReactNode;
  /** The widget, from the loaded module. */
  children: (widgets: ShellWidgets) => ReactNode;
}

/** A shell widget shown by its placeholder until its code has loaded (see the module comment). */
export function DeferredWidget({ placeholder, children }: DeferredWidgetProps) {
  const [widgets, load] = useShellWidgets();
  const box = useRef<HTMLSpanElement>(null);
  const [pressed, setPressed] = useState(false);
  const onPlaceholderPress = useCallback(() => {
    setPressed(true);
    load();
  }, [load]);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!widgets) return;
    const trigger = box.current?.querySelector<HTMLElement>("button");
    if (hadFocus.current && !box.current?.contains(document.activeElement)) trigger?.focus();
    // Pressed while loading: press the widget's own trigger (react-aria takes the click as a virtual press). Runs
    // once: `pressed` cannot change after the swap (the placeholder is gone).
    if (pressed) trigger?.click();
  }, [widgets, pressed]);
  return (
    // `contents`: the box takes no place, so the layout is the same with the placeholder and with the widget. Focus
    // events bubble: `hadFocus` says whether the placeholder had focus when it was replaced.
    <span
      ref={box}
      className="contents"
      onFocus={() => (hadFocus.current = true)}
      onBlur={() => (hadFocus.current = false)}
    >
      {widgets
        ? children(widgets)
        : placeholder(onPlaceholderPress)}
    </span>
  );
}
