/**
 * The dependency direction of `apps/portal/src` (docs/architecture.md "Layers" and "Dependency direction"), checked by
 * `pnpm --filter @eoffice/portal lint:deps` (`depcruise --config .dependency-cruiser.cjs src`):
 *
 *   lib, api, i18n, session (with locales, assets) <- routing <- features <- shell <- routes (routes.tsx, app.tsx,
 *   main.tsx), and a feature reaches another feature only through that feature's `index.ts` (its public surface).
 *
 * A layer imports only from its own layer and the layers below it; no import cycle anywhere (type-only imports
 * included), not even between folders (a feature's folder counts as one). Tests (`*.test.ts`, `src/test/`) are not
 * cruised: a test may import anything. Lazy page imports (`import()` in a route list) count as imports of the route
 * list's layer.
 */
/* global module -- CommonJS: dependency-cruiser reads this file with require(). */

/** The folders and files of each layer, lowest first (docs/architecture.md "Layers"). */
const LAYERS = {
  bottom: "^src/(lib|api|i18n|session|locales|assets)/",
  routing: "^src/routing/",
  features: "^src/features/(?![^/]+/routes\\.tsx$)",
  shell: "^src/shell/",
  // The route table and app, and each feature's route list (`features/<area>/routes.tsx`: its lazy page imports and
  // `<Route>`s, composed by `src/routes.tsx`).
  routes: "^src/([^/]+|features/[^/]+/routes\\.tsx)$",
};

/** Test code: not cruised. */
const TESTS = ["\\.test\\.tsx?$", "^src/test/"];

/**
 * Written exceptions to "a feature reaches another only through its index": parts of a page that the page loads
 * lazily (`lazy(() => import(...))`), each its own chunk, from another feature. Importing them through the index
 * would make the whole index one lazy chunk, loading every export of the feature with the part.
 */
const LAZY_PARTS = [
  // The date-range filter with react-aria's calendar (about 39 kB, its own budget in `.size-limit.mjs`), loaded
  // after the staff logs page, the complaints queue and the garbage finance page have shown.
  "^src/features/admin/audit-date-filter\\.tsx$",
  // A request's answers on the case page, loaded only for an e-service request (not for a complaint).
  "^src/features/eservice/request-answers\\.tsx$",
  // The guest frame of the e-service home page, loaded only for a visitor who is not signed in.
  "^src/features/news/guest-frame\\.tsx$",
];

const order = ["bottom", "routing", "features", "shell", "routes"];

/** One rule per layer: nothing of a higher layer is imported from it. */
const layerRules = order.slice(0, -1).map((layer, index) => ({
  name: `${layer}-imports-no-higher-layer`,
  comment: `${layer} (${LAYERS[layer]}) may import only from ${order.slice(0, index + 1).join(", ")}: docs/architecture.md "Dependency direction".`,
  severity: "error",
  from: { path: LAYERS[layer] },
  to: { path: order.slice(index + 1).map((higher) => LAYERS[higher]) },
}));

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycle: a module never reaches itself through its imports (type-only imports included).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-between-folders",
      comment:
        "No import cycle between folders either (lib, api, routing, shell ... and each feature; the subfolders of a " +
        "feature belong to it): the layers and the features form a graph without cycles.",
      severity: "error",
      scope: "folder",
      from: { path: "^src/(features/[^/]+|[^/]+)/" },
      to: { circular: true, pathNot: "^src/$1(/|$)" },
    },
    ...layerRules,
    {
      name: "feature-through-its-index",
      comment:
        "A feature reaches another feature only through that feature's index.ts (or index.tsx), its public surface; " +
        "inside a feature, any file may import any other. The route lists (`features/<area>/routes.tsx`) are the " +
        "routes layer, above every feature.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/(?!routes\\.tsx$)" },
      to: { path: "^src/features/", pathNot: ["^src/features/$1/", "^src/features/[^/]+/index\\.tsx?$"], dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "feature-lazy-part-through-its-index",
      comment:
        "A lazily loaded import of another feature goes through its index too, except the lazy parts of pages listed " +
        "in LAZY_PARTS (written exceptions, see there).",
      severity: "error",
      from: { path: "^src/features/([^/]+)/(?!routes\\.tsx$)" },
      to: {
        path: "^src/features/",
        pathNot: ["^src/features/$1/", "^src/features/[^/]+/index\\.tsx?$", ...LAZY_PARTS],
        dependencyTypes: ["dynamic-import"],
      },
    },
    {
      name: "every-file-in-a-layer",
      comment: "Every source file belongs to a layer of docs/architecture.md \"Layers\": a new folder gets its row there and here.",
      severity: "error",
      from: { path: "^src/", pathNot: Object.values(LAYERS) },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // The workspace packages (`@eoffice/ui`, `@eoffice/api-client`, `@eoffice/thai`) are checked by their own rules.
    exclude: { path: ["^\\.\\./", ...TESTS] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
