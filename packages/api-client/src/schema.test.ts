// The generated types must match the contract: fails when src/schema.ts is stale against
// openapi/pxapi_eoffice.yaml (fix: `pnpm contract:generate` and commit the result).
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";

const yamlUrl = new URL("../../../openapi/pxapi_eoffice.yaml", import.meta.url);
const schemaPath = fileURLToPath(new URL("./schema.ts", import.meta.url));

/** Drops the generator's banner comment, which is not part of the types. */
const body = (source: string) => source.replace(/^\/\*\*[\s\S]*?\*\/\s*/, "").trim();

describe("generated contract types", () => {
  it("are up to date with openapi/pxapi_eoffice.yaml", async () => {
    const expected = astToString(await openapiTS(yamlUrl));
    const actual = await readFile(schemaPath, "utf8");
    expect(body(actual), "run `pnpm contract:generate`").toBe(body(expected));
  });

  it("keep the seed's wire shapes (login paths, version query, px-auth-token)", async () => {
    const yaml = await readFile(yamlUrl, "utf8");
    for (const path of ["/login:", "/v1/person/login:", "/v1/person/logout:", "/v1/personProfile/{id}:",
      "/v1/complainpeoplereq/cancelComplain/{id}:", "/v1/Complaint/search:", "/v1/ComplaintStatus:"]) {
      expect(yaml).toContain(`\n  ${path}`);
    }
    expect(yaml).toContain("name: px-auth-token");
  });
});
