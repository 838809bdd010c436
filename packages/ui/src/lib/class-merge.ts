/**
 * The class merging of the design system's recipes (`tv.ts`): in a list of Tailwind classes, a later class removes an
 * earlier one of the same group (and of the groups it covers: `p-4` removes an earlier `px-2`), under the same
 * modifiers (`hover:`, `data-[x]:`, `!`). The same answer as tailwind-merge's for every class the ui and the portal
 * use (checked class pair by class pair against tailwind-variants' merge in `class-merge.test.ts`), in about 1 kB
 * instead of tailwind-merge's 10 kB (brotli) in the portal's entry (tracker issue 40 item 1).
 *
 * Only the groups in which the ui and the portal have classes that override each other are known here; any other
 * class is kept as it is, as tailwind-merge keeps a class it does not know. A class of a group not known here that
 * overrides another one in a recipe or a `className` fails `class-merge.test.ts`: add its group to {@link GROUPS}.
 */

/**
 * The known groups, tried in order on a class without its modifiers and its leading `-`: the first pattern that
 * matches names the class's group (the first capture, when there is one, is the side: `px-2` is group `p` side `x`).
 * The patterns follow tailwind-merge's default configuration (its class groups and their validators).
 */
const GROUPS: readonly (readonly [RegExp, string])[] = [
  [/^(?:block|inline(?:-(?:block|flex|grid|table))?|flex|grid|contents|flow-root|list-item|hidden|table(?:-(?:caption|cell|column|column-group|footer-group|header-group|row-group|row))?)$/, "display"],
  [/^(?:static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(?:visible|invisible|collapse)$/, "visibility"],
  [/^(?:sr-only|not-sr-only)$/, "sr"],
  [/^line-clamp-/, "line-clamp"],
  [/^overflow(-[xy])?-/, "overflow"],
  [/^inset(-[xy])?-/, "inset"],
  [/^(?:top|right|bottom|left|start|end)-/, "side"],
  [/^z-/, "z"],
  [/^flex-(?:row|col)/, "flex-direction"],
  [/^flex-(?:wrap|nowrap)/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^basis-/, "basis"],
  [/^grow(?:-|$)/, "grow"],
  [/^shrink(?:-|$)/, "shrink"],
  [/^grid-cols-/, "grid-cols"],
  [/^grid-rows-/, "grid-rows"],
  [/^grid-flow-/, "grid-flow"],
  [/^auto-cols-/, "auto-cols"],
  [/^auto-rows-/, "auto-rows"],
  [/^col-(start|end)-/, "col"],
  [/^col-/, "col-span"],
  [/^row-(start|end)-/, "row"],
  [/^row-/, "row-span"],
  [/^gap(-[xy])?-/, "gap"],
  [/^justify-(?!items-|self-)/, "justify"],
  [/^items-/, "items"],
  [/^self-/, "self"],
  [/^p([xyserltb]?)-/, "p"],
  [/^m([xyserltb]?)-/, "m"],
  [/^size-/, "size"],
  [/^([wh])-/, "size"],
  [/^min-[wh]-/, "min"],
  [/^max-[wh]-/, "max"],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^text-(?:left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^(?:truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^text-(?:base$|(?:\d+(?:\.\d+)?)?(?:xs|sm|md|lg|xl)$|\[(?:length:|[\d.]+(?:px|r?em|%|v[hw]|ch|r?lh)\]))/, "font-size"],
  [/^text-/, "text-color"],
  [/^leading-/, "leading"],
  [/^tracking-/, "tracking"],
  [/^(?:underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^decoration-(?:\d|auto$|from-font$)/, "decoration-thickness"],
  [/^decoration-(?!solid$|double$|dotted$|dashed$|wavy$)/, "decoration-color"],
  [/^underline-offset-/, "underline-offset"],
  [/^list-(?!inside$|outside$|image-)/, "list-style-type"],
  [/^whitespace-/, "whitespace"],
  [/^break-(?:normal|words|all|keep)$/, "break"],
  [/^align-/, "vertical-align"],
  [/^animate-/, "animate"],
  [/^aspect-/, "aspect"],
  [/^object-(?:contain|cover|fill|none|scale-down)$/, "object-fit"],
  [/^opacity-/, "opacity"],
  [/^cursor-/, "cursor"],
  [/^select-/, "select"],
  [/^bg-(?!fixed$|local$|scroll$|clip-|origin-|repeat|no-repeat|auto$|cover$|contain$|center|top|bottom|left|right|none$|linear-|radial|conic|blend-|size-|position-|\[(?:url|image|length|size|position|percentage):)/, "bg-color"],
  [/^border-(?:collapse|separate)$/, "border-collapse"],
  [/^border-spacing(-[xy])?-/, "border-spacing"],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border(?:-([xyserltb]))?(?:-(?:\d+|\[length:.*|\(length:.*))?$/, "border-width"],
  [/^border(?:-([xyserltb]))?-/, "border-color"],
  [/^rounded(?:-([setrbl]|s[se]|e[se]|t[lr]|b[rl]))?(?:-|$)/, "rounded"],
  [/^shadow(?:$|-(?:\d*(?:xs|sm|md|lg|xl)$|none$|\[))/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^ring(?:$|-\d)/, "ring-width"],
  [/^ring-(?!inset$|offset-)/, "ring-color"],
  [/^outline(?:$|-\d)/, "outline-width"],
  [/^outline-(?:solid|dashed|dotted|double|none|hidden)$/, "outline-style"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline-/, "outline-color"],
  [/^transition-(?:discrete|normal)$/, "transition-behavior"],
  [/^transition(?:-|$)/, "transition"],
  [/^duration-/, "duration"],
  [/^ease-/, "ease"],
  [/^rotate-/, "rotate"],
  [/^scale(-[xyz])?-/, "scale"],
  [/^translate-([xyz])-/, "translate"],
  [/^brightness-/, "brightness"],
  [/^fill-/, "fill"],
];

/** What a group with a side removes besides itself (tailwind-merge's `conflictingClassGroups`), by side. */
const BOX_SIDES: Record<string, string> = { "": "xyserltb", x: "rl", y: "tb" };
const CORNERS: Record<string, string[]> = {
  "": ["s", "e", "t", "r", "b", "l", "ss", "se", "ee", "es", "tl", "tr", "br", "bl"],
  s: ["ss", "es"], e: ["se", "ee"], t: ["tl", "tr"], r: ["tr", "br"], b: ["br", "bl"], l: ["tl", "bl"],
};

/** The group of a class without modifiers (with its side), and the groups it also removes; undefined: not known. */
function classify(base: string): [string, string[]] | undefined {
  const name = base.replace(/^-/, "");
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(name);
    if (!match) continue;
    const side = match[1] ?? "";
    const id = `${group}${side}`;
    switch (group) {
      case "p": case "m": case "border-width": case "border-color":
        return [id, [...(BOX_SIDES[side] ?? "")].map((s) => group + s)];
      case "gap": case "overflow": case "border-spacing":
        return [id, side ? [] : [`${group}-x`, `${group}-y`]];
      case "inset":
        return [id, side === "-x" ? ["sideright", "sideleft"] : side === "-y" ? ["sidetop", "sidebottom"] : ["inset-x", "inset-y", ...["top", "right", "bottom", "left", "start", "end"].map((s) => `side${s}`)]];
      case "side":
        return [`side${name.slice(0, name.indexOf("-"))}`, []];
      case "size":
        return [side ? `size${side}` : "size", side ? [] : ["sizew", "sizeh"]];
      case "min": case "max":
        return [name.slice(0, 5), []];
      case "rounded":
        return [id, (CORNERS[side] ?? []).map((s) => group + s)];
      case "flex": return [id, ["basis", "grow", "shrink"]];
      case "line-clamp": return [id, ["display", "overflow"]];
      case "font-size": return [id, ["leading"]];
      default: return [id, []];
    }
  }
  return undefined;
}

/** Modifiers whose order matters (tailwind-merge's `orderSensitiveModifiers`): the others are sorted. */
const ORDER_SENSITIVE = new Set(["*", "**", "after", "backdrop", "before", "details-content", "file", "first-letter", "first-line", "marker", "placeholder", "selection"]);

/** A class's modifiers (sorted where their order does not matter, as tailwind-merge does), importance and the rest. */
function parse(className: string): { modifierId: string; base: string } {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === "[" || char === "(") depth += 1;
    else if (char === "]" || char === ")") depth -= 1;
    else if (char === ":" && depth === 0) {
      modifiers.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let base = className.slice(start);
  const important = base.endsWith("!") || base.startsWith("!");
  if (important) base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
  const sorted: string[] = [];
  let segment: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith("[") || ORDER_SENSITIVE.has(modifier)) {
      sorted.push(...segment.sort(), modifier);
      segment = [];
    } else segment.push(modifier);
  }
  sorted.push(...segment.sort());
  return { modifierId: sorted.join(":") + (important ? "!" : ""), base };
}

/** The group of a class with its postfix (`/60`, `/6`) removed when that has one, as tailwind-merge reads it. */
function classifyWithPostfix(base: string): [string, string[]] | undefined {
  const slash = base.lastIndexOf("/");
  const close = Math.max(base.lastIndexOf("]"), base.lastIndexOf(")"));
  return (slash > close && slash > 0 ? classify(base.slice(0, slash)) : undefined) ?? classify(base);
}

/**
 * How many merged lists are kept ({@link merges}), and how many classes read: a page of the portal renders a few
 * hundred distinct lists of about a thousand distinct classes; a list and its answer take about 200 bytes.
 */
const MAX_MERGES = 2000;

/**
 * Merged lists by the list merged: a recipe answers the same list on every render, and merging it again cost about
 * 65 ms of a service form's first render (Chromium's profile of /e-service/main/form/deputy-water, unthrottled;
 * tailwind-merge keeps such a cache too).
 */
const merges = new Map<string, string>();

/**
 * Merges a space-separated list of Tailwind classes: the last class of a group (under the same modifiers) wins, an
 * earlier class of that group, or of a group it covers, is left out; classes of no known group are kept.
 * @param classList - Classes separated by white space, later ones overriding earlier ones (a recipe's own classes
 *   first, a `className` passed to the component last).
 * @returns The classes kept, in their order, separated by one space.
 */
export function mergeClasses(classList: string): string {
  return remembered(merges, classList, mergeUncached);
}

/**
 * The value kept in `store` for `key`, computed and kept on its first use. First in, first out past
 * {@link MAX_MERGES}: the lists and classes of a page repeat (every Button of a form renders the same recipe's list).
 */
function remembered<V>(store: Map<string, V>, key: string, compute: (key: string) => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = compute(key);
    if (store.size >= MAX_MERGES) store.delete(store.keys().next().value!);
    store.set(key, value);
  }
  return value;
}

/** A class's modifiers and group, as {@link classOf} reads them. */
type ClassReading = { modifierId: string; group: [string, string[]] | undefined };

/** Classes read ({@link classOf}) by the class: the lists of a page share most of their classes. */
const classes = new Map<string, ClassReading>();

/** A class's modifiers and group ({@link parse}, {@link classifyWithPostfix}), read once and kept. */
function classOf(className: string): ClassReading {
  return remembered(classes, className, (name) => {
    const { modifierId, base } = parse(name);
    return { modifierId, group: classifyWithPostfix(base) };
  });
}

/** {@link mergeClasses} without its cache. */
function mergeUncached(classList: string): string {
  const claimed = new Set<string>();
  const kept: string[] = [];
  const list = classList.split(/\s+/);
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const className = list[index]!;
    if (!className) continue;
    const { modifierId, group } = classOf(className);
    if (group) {
      const id = `${modifierId}|${group[0]}`;
      if (claimed.has(id)) continue;
      claimed.add(id);
      for (const conflict of group[1]) claimed.add(`${modifierId}|${conflict}`);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
