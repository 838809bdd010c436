import { describe, expect, it, vi } from "vitest";
import { createNavigationRegistry, MISSING_NAVIGATION_WARNING, type NavigationHandle } from "./registry";
import type { NavigationItem } from "./types";

function fakeHandle(): NavigationHandle & { opened: boolean } {
  const handle = {
    opened: false,
    open: () => void (handle.opened = true),
    close: () => void (handle.opened = false),
    toggle: () => void (handle.opened = !handle.opened),
    isOpen: () => handle.opened,
  };
  return handle;
}

const items: NavigationItem[] = [
  { id: "home", type: "basic", title: "Home", link: "/" },
  {
    id: "group",
    type: "group",
    children: [
      { id: "aside", type: "aside", children: [{ id: "deep", type: "basic", link: "/deep" }] },
      { id: "col", type: "collapsable", children: [{ id: "c1", type: "basic" }, { id: "d", type: "divider" }] },
    ],
  },
  { id: "sp", type: "spacer" },
];

describe("navigation registry: components (spec section 4)", () => {
  it("opens, closes and toggles a navigation by name", () => {
    const registry = createNavigationRegistry();
    const handle = fakeHandle();
    registry.registerComponent("mainNavigation", handle);
    expect(registry.open("mainNavigation")).toBe(true);
    expect(registry.isOpen("mainNavigation")).toBe(true);
    registry.toggle("mainNavigation");
    expect(handle.opened).toBe(false);
    registry.toggle("mainNavigation");
    registry.close("mainNavigation");
    expect(handle.opened).toBe(false);
  });

  it("answers false for an unknown name and forgets deregistered components", () => {
    const registry = createNavigationRegistry();
    expect(registry.open("nope")).toBe(false);
    const unregister = registry.registerComponent("n", fakeHandle());
    unregister();
    expect(registry.getComponent("n")).toBeUndefined();
  });

  it("re-registering a name replaces it; the old instance's deregistration leaves the new one", () => {
    const registry = createNavigationRegistry();
    const first = fakeHandle();
    const second = fakeHandle();
    const unregisterFirst = registry.registerComponent("n", first);
    registry.registerComponent("n", second);
    unregisterFirst();
    expect(registry.getComponent("n")).toBe(second);
    expect(registry.getComponentNames()).toEqual(["n"]);
  });

  it("notifies subscribers of registrations and state changes", () => {
    const registry = createNavigationRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    registry.registerComponent("n", fakeHandle());
    registry.notify();
    unsubscribe();
    registry.notify();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("navigation registry: store (spec section 8)", () => {
  it("stores a copy, returns it, and returns an empty list for a missing key", () => {
    const registry = createNavigationRegistry();
    const list = [...items];
    registry.storeNavigation("main", list);
    list.pop();
    expect(registry.getNavigation("main")).toHaveLength(3);
    expect(registry.getNavigation("missing")).toEqual([]);
  });

  it("deletes a stored navigation without warning", () => {
    const warn = vi.fn();
    const registry = createNavigationRegistry({ warn });
    registry.storeNavigation("main", items);
    registry.deleteNavigation("main");
    expect(registry.getNavigation("main")).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns that the navigation with that key does not exist in the store for a missing key", () => {
    const warn = vi.fn();
    const registry = createNavigationRegistry({ warn });
    registry.deleteNavigation("ghost");
    expect(warn).toHaveBeenCalledWith(`${MISSING_NAVIGATION_WARNING}: ghost`);
    expect(MISSING_NAVIGATION_WARNING).toBe("the navigation with that key does not exist in the store");
  });

  it("uses console.warn by default", () => {
    const spy = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    createNavigationRegistry().deleteNavigation("ghost");
    expect(spy).toHaveBeenCalledWith(`${MISSING_NAVIGATION_WARNING}: ghost`);
    spy.mockRestore();
  });

  it("flattens basic items depth-first through aside, collapsable and group", () => {
    const registry = createNavigationRegistry();
    expect(registry.getFlatNavigation(items).map((item) => item.id)).toEqual(["home", "deep", "c1"]);
    registry.storeNavigation("main", items);
    expect(registry.getFlatNavigation("main").map((item) => item.id)).toEqual(["home", "deep", "c1"]);
  });

  it("finds an item and its parent by id", () => {
    const registry = createNavigationRegistry();
    expect(registry.getItem("deep", items)?.type).toBe("basic");
    expect(registry.getItem("none", items)).toBeNull();
    registry.storeNavigation("main", items);
    expect(registry.getItem("c1")?.id).toBe("c1");
    expect(registry.getItemParent("deep", items)?.id).toBe("aside");
    expect(registry.getItemParent("home", items, "root")).toBe("root");
    expect(registry.getItemParent("home", items)).toBeNull();
    expect(registry.getItemParent("none", items, "root")).toBeNull();
  });
});
