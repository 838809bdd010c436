/**
 * The contract served to integrators (tracker issue 38 item 4; docs/operations.md "The contract for integrators"):
 * the bundled OpenAPI document as `GET <base path>/openapi.json` and `/openapi.yaml`, and a reference page
 * `GET <base path>/docs` rendered in the browser by Redoc (the `redoc` package's standalone bundle, served from this
 * server: no CDN). On by default; `API_DOCS=0` leaves the routes out (404 like any unknown API path).
 *
 * These routes are not operations of the contract: they serve the contract itself. The page's Content-Security-Policy
 * is the server's (`CSP_DIRECTIVES` of `./web.ts`) plus what Redoc needs, on that page only: its search index runs in a
 * worker that it starts from a `blob:` address.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";
import { requireYaml } from "../lib/heavy-modules";
import { CSP_DIRECTIVES, cspHeader } from "./web";

/** Redoc's version: part of its bundle's address, which is therefore cached for a year. */
const REDOC_VERSION = (createRequire(import.meta.url)("redoc/package.json") as { version: string }).version;

/** Address of Redoc's bundle under the base path. */
export const REDOC_BUNDLE_PATH = `/docs/redoc-${REDOC_VERSION}.standalone.js`;

/** Cache lifetime of Redoc's bundle (its address names its version): one year, in seconds. */
const BUNDLE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The Content-Security-Policy of the reference page: the server's, with Redoc's search worker (`blob:`) allowed. */
export const API_DOCS_CSP_DIRECTIVES = { ...CSP_DIRECTIVES, workerSrc: ["'self'", "blob:"] };

/** What {@link registerApiDocs} needs. */
export interface ApiDocsOptions {
  /** The contract's base path (`/pxapi_eoffice/api`). */
  basePath: string;
  /** The bundled contract the server read: `openapi/pxapi_eoffice.yaml`, or the compiled server's JSON of it. */
  contractPath: string;
  /** Title of the reference page. */
  title: string;
}

/** The bundled contract as JSON and YAML text, read on the first request and kept. */
function contractTexts(file: string): () => { json: string; yaml: string } {
  let texts: { json: string; yaml: string } | undefined;
  return () => {
    if (texts) return texts;
    const raw = readFileSync(file, "utf8");
    const yaml = requireYaml();
    texts = file.endsWith(".json") ? { json: raw, yaml: yaml.stringify(JSON.parse(raw)) } : { json: JSON.stringify(yaml.parse(raw)), yaml: raw };
    return texts;
  };
}

/** The reference page: Redoc's element pointing at the JSON document, and its bundle; no inline script. */
function page(options: ApiDocsOptions): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(options.title)}</title>
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<redoc spec-url="${escape(options.basePath)}/openapi.json" expand-responses="200,201" path-in-middle-panel></redoc>
<script src="${escape(options.basePath)}${REDOC_BUNDLE_PATH}"></script>
</body>
</html>
`;
}

/** Registers `openapi.json`, `openapi.yaml`, the reference page and Redoc's bundle under the base path. */
export function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): void {
  const texts = contractTexts(options.contractPath);
  const config = { observedAs: "apiDocs" };
  app.get(`${options.basePath}/openapi.json`, { config }, async (_request, reply) =>
    reply.header("content-type", "application/json; charset=utf-8").header("cache-control", "no-cache").send(texts().json),
  );
  app.get(`${options.basePath}/openapi.yaml`, { config }, async (_request, reply) =>
    reply.header("content-type", "application/yaml; charset=utf-8").header("cache-control", "no-cache").send(texts().yaml),
  );
  const html = page(options);
  const csp = cspHeader(API_DOCS_CSP_DIRECTIVES);
  app.get(`${options.basePath}/docs`, { config }, async (_request, reply) =>
    reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-cache").header("content-security-policy", csp).send(html),
  );
  const bundle = createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js");
  let script: Buffer | undefined;
  app.get(`${options.basePath}${REDOC_BUNDLE_PATH}`, { config }, async (_request, reply) => {
    script ??= readFileSync(bundle);
    return reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", `public, max-age=${BUNDLE_MAX_AGE_SECONDS}, immutable`)
      .send(script);
  });
}
