// The contract's single file must be the bundle of its split sources (openapi/src/), and the generated types
// must match it: fails when openapi/pxapi_eoffice.yaml or src/schema.ts is stale (fix: `pnpm contract:generate`
// and commit the result).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";

const yamlUrl = new URL("../../../openapi/pxapi_eoffice.yaml", import.meta.url);
const schemaPath = fileURLToPath(new URL("./schema.ts", import.meta.url));

/** Drops the generator's banner comment, which is not part of the types. */
const body = (source: string) => source.replace(/^\/\*\*[\s\S]*?\*\/\s*/, "").trim();

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

describe("generated contract types", () => {
  it("openapi/pxapi_eoffice.yaml is the bundle of openapi/src/ (redocly bundle)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contract-bundle-"));
    try {
      const out = join(dir, "bundle.yaml");
      await promisify(execFile)(join(repoRoot, "node_modules/.bin/redocly"), ["bundle", "openapi/src/openapi.yaml", "-o", out], {
        cwd: repoRoot,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      });
      expect(await readFile(fileURLToPath(yamlUrl), "utf8"), "run `pnpm contract:generate`").toBe(await readFile(out, "utf8"));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("are up to date with openapi/pxapi_eoffice.yaml", async () => {
    const expected = astToString(await openapiTS(yamlUrl));
    const actual = await readFile(schemaPath, "utf8");
    expect(body(actual), "run `pnpm contract:generate`").toBe(body(expected));
    // Generating the types of the whole contract takes seconds on a busy 2-core machine (over 5 s in a full run).
  }, 30_000);

  it("the role map src/roles.ts is up to date with the contract's x-roles and x-role-groups", async () => {
    // @ts-expect-error -- a plain ES module of the package's scripts, without types
    const { rolesSource } = (await import("../scripts/generate-roles.mjs")) as { rolesSource: (yaml: string) => string };
    const expected = rolesSource(await readFile(yamlUrl, "utf8"));
    expect(await readFile(fileURLToPath(new URL("./roles.ts", import.meta.url)), "utf8"), "run `pnpm contract:generate`").toBe(expected);
    // Parsing the whole contract's YAML took over 5 s on the busy 2-core machine in a full run.
  }, 30_000);

  it("keep the seed's wire shapes (login paths, version query, px-auth-token)", async () => {
    const yaml = await readFile(yamlUrl, "utf8");
    for (const path of ["/login:", "/v1/person/login:", "/v1/person/logout:", "/v1/personProfile/{id}:",
      "/v1/complainpeoplereq/cancelComplain/{id}:", "/v1/Complaint/search:", "/v1/ComplaintStatus:"]) {
      expect(yaml).toContain(`\n  ${path}`);
    }
    expect(yaml).toContain("name: px-auth-token");
  });
});
