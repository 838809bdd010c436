/**
 * The dependency direction of `apps/api/src` (docs/architecture.md "Layers" and "Dependency direction"), checked by
 * `pnpm --filter @eoffice/api lint:deps`:
 *
 *   lib <- db <- mechanisms <- areas <- handlers <- http, and the demo seeds (`seeds/`) used only by the start-up.
 *
 * A layer imports only from its own layer and the layers below it; no import cycle anywhere. Test files
 * (`test/`, `*.test.ts`) are not cruised here: a test may import anything.
 */

/** The folders and files of each layer, lowest first (the table of docs/architecture.md "Layers"). */
const LAYERS = {
  lib: "^src/((lib|i18n|contract)/|config\\.ts$)",
  db: "^src/db/",
  mechanisms: "^src/(audit|outbox|mail|webhooks|inbox|files|cases|auth|identity)/",
  areas: "^src/(account|eservices|garbage|dms|news)/",
  handlers: "^src/handlers/",
  http: "^src/(http/|server\\.ts$|main\\.ts$)",
  seeds: "^src/seeds/",
};

/** The start-up code, the only importer of the demo seeds. */
const START = "^src/(server|main)\\.ts$";

const order = ["lib", "db", "mechanisms", "areas", "handlers", "http"];

/**
 * Written exceptions: modules left out of the layer rules, each with its reason. None today (the cycle rule has none
 * either); an entry is a path pattern with a comment saying why.
 */
const EXCEPTIONS = [];

/** One rule per layer: nothing of a higher layer (nor the seeds) is imported from it. */
const layerRules = order.slice(0, -1).map((layer, index) => ({
  name: `${layer}-imports-no-higher-layer`,
  comment: `${layer} (${LAYERS[layer]}) may import only from ${order.slice(0, index + 1).join(", ")}: docs/architecture.md "Dependency direction".`,
  severity: "error",
  from: { path: LAYERS[layer], pathNot: EXCEPTIONS },
  to: { path: [...order.slice(index + 1).map((higher) => LAYERS[higher]), LAYERS.seeds] },
}));

/* global module */
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
    ...layerRules,
    {
      name: "seeds-only-from-start",
      comment: "The demo and reference seeds are written by the server's start (server.ts, main.ts) and used by nothing else.",
      severity: "error",
      from: { path: "^src/", pathNot: [LAYERS.seeds, START, ...EXCEPTIONS] },
      to: { path: LAYERS.seeds },
    },
    {
      name: "http-not-below-start",
      comment: "server.ts and main.ts are the top: nothing in src imports them.",
      severity: "error",
      from: { path: "^src/", pathNot: START },
      to: { path: START },
    },
    {
      name: "every-file-in-a-layer",
      comment: "Every source file belongs to a layer of docs/architecture.md \"Layers\": a new folder gets its row there and here.",
      severity: "error",
      from: { path: "^src/", pathNot: [...Object.values(LAYERS)] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)test/", "\\.test\\.ts$"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
