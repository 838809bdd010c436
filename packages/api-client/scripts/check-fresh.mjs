// Fails when src/schema.ts is stale against openapi/pxapi_eoffice.yaml (run `pnpm contract:generate`).
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const yamlUrl = new URL("../../../openapi/pxapi_eoffice.yaml", import.meta.url);
const schemaPath = fileURLToPath(new URL("../src/schema.ts", import.meta.url));
const expected = astToString(await openapiTS(yamlUrl));
const actual = await readFile(schemaPath, "utf8");
const normalise = (s) => s.replace(/^\/\*\*[\s\S]*?\*\/\s*/, "").trim();
if (normalise(expected) !== normalise(actual)) {
  console.error("packages/api-client/src/schema.ts is stale: run `pnpm contract:generate` and commit it.");
  process.exit(1);
}
console.log("contract: generated types are up to date");
