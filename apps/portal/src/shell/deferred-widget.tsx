/**
 * Widgets of the signed-in shell loaded on the user's intent (tracker issue 8: the first render waits for at most
 * 130 KB of compressed JavaScript, and the page runs no code for widgets nobody uses). Until then each widget shows
 * its placeholder from the ui package (the same trigger: look, size, name and badge), so nothing moves when the widget
 * replaces it. A placeholder loads `shell-widgets.tsx` when the pointer comes over it, when it gets focus or when it
 * is pressed, and is then replaced by its widget (a widget mounted later starts as the widget), but not while a pointer
 * or a key is held down on it. The module's files are fetched by the route preloading (`vite.config.ts`), so loading
 * it waits for no network. Pressed while loading, the widget opens as if its own trigger had been pressed, the same
 * way (pointer or keyboard); a placeholder that had focus hands it to the widget's trigger.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { loadOnce, type PlaceholderPressType } from "@eoffice/ui";
import type * as ShellWidgetsModule from "./shell-widgets";

/** The lazily loaded widgets module. */
export type ShellWidgets = typeof ShellWidgetsModule;

/** Loads the widgets module (once; after a failure the next call tries again). */
export const loadShellWidgets = loadOnce<ShellWidgets>(() => import("./shell-widgets"));

/** The widgets module once loaded by this widget's `load` (or before it was mounted), else `null`. */
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
    return () => {
      active.current = false;
    };
  }, [load]);
  return [widgets, load];
}

/** Props of {@link DeferredWidget}. */
export interface DeferredWidgetProps {
  /** The placeholder (takes `onPress`, see the ui `TopBarPlaceholderProps`). */
  placeholder: (onPress: (pointerType: PlaceholderPressType) => void) => ReactNode;
  /** The widget, from the loaded module. */
  children: (widgets: ShellWidgets) => ReactNode;
}

/** The events that end a press or a key press anywhere (see {@link useHolding}). */
const RELEASES = ["pointerup", "pointercancel", "keyup"] as const;

/**
 * Whether a pointer or a key is held down on the placeholder: from its `pointerdown` or `keydown` until the next
 * `pointerup`, `pointercancel` or `keyup` anywhere (and the events of that task). The widget does not replace the
 * placeholder meanwhile: a press begun on the placeholder ends on it (react-aria's press needs both halves on one
 * element), and its `onPress` then opens the widget.
 */
function useHolding(): [boolean, () => void] {
  const [holding, setHolding] = useState(false);
  const hold = useCallback(() => {
    setHolding(true);
    const release = () => {
      for (const type of RELEASES) window.removeEventListener(type, release, true);
      // In a task of its own: the `click` that follows a `pointerup` (where react-aria calls `onPress`) still finds the
      // placeholder.
      setTimeout(() => setHolding(false), 0);
    };
    for (const type of RELEASES) window.addEventListener(type, release, true);
  }, []);
  return [holding, hold];
}

/**
 * Presses `trigger` as the placeholder was pressed. A pointer press is replayed as one (pointer down and up at the
 * trigger's centre, then the click): react-aria takes a bare `click()` for a virtual press, after which a menu moves
 * focus to its first item in a passive effect, late on a busy phone; a quick press on an item that opens a submenu
 * (the user menu's Status) then had its submenu closed again by that move (issue 44). Keyboard and virtual presses
 * stay a `click()`, which react-aria takes as the keyboard's press (focus on the first item, as a keyboard user wants).
 */
function pressLike(trigger: HTMLElement, pointerType: PlaceholderPressType): void {
  if (pointerType === "keyboard" || pointerType === "virtual") {
    trigger.click();
    return;
  }
  const box = trigger.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const pointer = { ...at, bubbles: true, cancelable: true, composed: true, pointerId: 1, isPrimary: true, pointerType, button: 0 };
  trigger.dispatchEvent(new PointerEvent("pointerdown", { ...pointer, buttons: 1 }));
  trigger.dispatchEvent(new PointerEvent("pointerup", { ...pointer, buttons: 0 }));
  trigger.dispatchEvent(new MouseEvent("click", { ...at, bubbles: true, cancelable: true, composed: true, button: 0, detail: 1 }));
}

/** A shell widget shown by its placeholder until its code has loaded (see the module comment). */
export function DeferredWidget({ placeholder, children }: DeferredWidgetProps) {
  const [widgets, load] = useShellWidgets();
  const [holding, hold] = useHolding();
  const shown = holding ? null : widgets;
  const box = useRef<HTMLSpanElement>(null);
  const [pressed, setPressed] = useState<PlaceholderPressType | null>(null);
  const onPlaceholderPress = useCallback(
    (pointerType: PlaceholderPressType) => {
      setPressed(pointerType);
      load();
    },
    [load],
  );
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!shown) return;
    const trigger = box.current?.querySelector<HTMLElement>("button");
    if (hadFocus.current && !box.current?.contains(document.activeElement)) trigger?.focus();
    // Pressed before the widget was there: press the widget's own trigger the same way. Runs once: `pressed` cannot
    // change after the swap (the placeholder is gone).
    if (pressed && trigger) pressLike(trigger, pressed);
  }, [shown, pressed]);
  return (
    // `contents`: the box takes no place, so the layout is the same with the placeholder and with the widget. Focus
    // events bubble (React's pointer-enter follows the tree too): `hadFocus` says whether the placeholder had focus
    // when it was replaced.
    <span
      ref={box}
      className="contents"
      onPointerEnter={shown ? undefined : load}
      // In the capture phase: react-aria's press stops the propagation of the events it handles.
      onPointerDownCapture={shown ? undefined : hold}
      onKeyDownCapture={shown ? undefined : hold}
      onFocus={() => {
        hadFocus.current = true;
        if (!shown) load();
      }}
      onBlur={() => (hadFocus.current = false)}
    >
      {shown ? children(shown) : placeholder(onPlaceholderPress)}
    </span>
  );
}
