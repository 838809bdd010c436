/**
 * `pnpm --filter @eoffice/portal lint:deps`: checks `src/` against the rules of `.dependency-cruiser.cjs` (the layers of
 * docs/architecture.md "Dependency direction") and prints each violation; exits with 1 when there is one.
 *
 * The same as `depcruise --config .dependency-cruiser.cjs src`, through dependency-cruiser's API: its command refuses
 * to start on Node 20 (18.7.2 names `^22||^24||>=26` and checks it before anything else), while its API runs on the
 * Node 20 of these machines (`engines` in the root `package.json`: `>=20.19`).
 */
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const tsConfig = extractTSConfig(options.tsConfig?.fileName ?? "tsconfig.json");
const result = await cruise(["src"], { ...options, outputType: "err" }, undefined, { tsConfig });
process.stdout.write(result.output);
process.exitCode = result.exitCode > 0 ? 1 : 0;
