import { describe, expect, it } from "vitest";
import {
  collapseCollapsable,
  expandCollapsable,
  hasActiveChild,
  indexCollapsables,
  isItemActive,
  syncCollapsables,
  visibleItems,
} from "./tree";
import type { NavigationItem } from "./types";

const tree: NavigationItem[] = [
  { id: "home", type: "basic", title: "Home", link: "/home" },
  {
    id: "a",
    type: "collapsable",
    title: "A",
    children: [
      { id: "a1", type: "basic", title: "A1", link: "/a/1" },
      {
        id: "a2",
        type: "collapsable",
        title: "A2",
        children: [{ id: "a2x", type: "basic", title: "A2x", link: "/a/2/x" }],
      },
    ],
  },
  {
    id: "g",
    type: "group",
    title: "G",
    children: [
      { id: "b", type: "collapsable", title: "B", children: [{ id: "b1", type: "basic", link: "/b/1" }] },
      { id: "c", type: "collapsable", title: "C", disabled: true, children: [{ id: "c1", type: "basic", link: "/c/1" }] },
    ],
  },
  { id: "hidden", type: "collapsable", hidden: () => true, children: [{ id: "h1", type: "basic", link: "/h" }] },
];

const index = indexCollapsables(tree);

describe("active items", () => {
  it("a link is active by subset match, exact with exactMatch, or forced with active", () => {
    expect(isItemActive({ type: "basic", link: "/a" }, "/a/1")).toBe(true);
    expect(isItemActive({ type: "basic", link: "/a", exactMatch: true }, "/a/1")).toBe(false);
    expect(isItemActive({ type: "basic", active: true }, "/x")).toBe(true);
    expect(isItemActive({ type: "basic", link: "https://x.example", externalLink: true }, "/")).toBe(false);
  });

  it("a collapsable has an active child when any visible descendant is active", () => {
    expect(hasActiveChild(tree[1]!, "/a/2/x")).toBe(true);
    expect(hasActiveChild(tree[1]!, "/b/1")).toBe(false);
    const withHiddenChild: NavigationItem = {
      type: "collapsable",
      children: [{ type: "basic", link: "/h", hidden: () => true }],
    };
    expect(hasActiveChild(withHiddenChild, "/h")).toBe(false);
  });

  it("hidden items are filtered out", () => {
    expect(visibleItems(tree).map((item) => item.id)).toEqual(["home", "a", "g"]);
  });
});

describe("collapse rule", () => {
  it("indexes collapsables with their ancestors and descendants, skipping hidden ones", () => {
    expect([...index.keys()]).toEqual(["a", "a2", "b", "c"]);
    expect(index.get("a2")?.ancestors).toEqual(["a"]);
    expect(index.get("a")?.descendants).toEqual(["a2"]);
  });

  it("on first render, the collapsables holding the active link open", () => {
    expect([...syncCollapsables(new Set(), index, "/a/2/x", true)]).toEqual(["a", "a2"]);
  });

  it("autoCollapse on: opening one closes the others except ancestors and the active branch", () => {
    const open = new Set(["a", "a2"]);
    expect([...expandCollapsable(open, "b", index, "/home", true)].sort()).toEqual(["b"]);
    expect([...expandCollapsable(open, "b", index, "/a/2/x", true)].sort()).toEqual(["a", "a2", "b"]);
    expect([...expandCollapsable(new Set(["b"]), "a2", index, "/home", true)].sort()).toEqual(["a", "a2"]);
  });

  it("autoCollapse off: opening one keeps the others", () => {
    expect([...expandCollapsable(new Set(["b"]), "a", index, "/home", false)].sort()).toEqual(["a", "b"]);
  });

  it("closing one closes its descendants", () => {
    expect([...collapseCollapsable(new Set(["a", "a2", "b"]), "a", index)]).toEqual(["b"]);
  });

  it("disabled collapsables neither open nor close", () => {
    expect([...expandCollapsable(new Set(), "c", index, "/home", true)]).toEqual([]);
    expect([...collapseCollapsable(new Set(["c"]), "c", index)]).toEqual(["c"]);
  });

  it("after a navigation: autoCollapse on keeps only the active branch, off adds it to the reader's choice", () => {
    expect([...syncCollapsables(new Set(["b"]), index, "/a/1", true)]).toEqual(["a"]);
    expect([...syncCollapsables(new Set(["b"]), index, "/a/1", false)].sort()).toEqual(["a", "b"]);
  });
});
