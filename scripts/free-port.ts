/**
 * A free TCP port for a server a test or bench starts itself (the system picks it): a fixed port let two test runs side
 * by side on one machine answer each other's requests, so writes one server acknowledged were "lost" from the other's
 * database (`apps/api/test/crash.test.ts`). Used by the API tests, the end-to-end tests and `scripts/nginx-proxy.ts`;
 * `scripts/first-heading-scripts.mjs` keeps its own, as plain Node runs it (size-limit), which does not load TypeScript.
 */
import { createServer, type AddressInfo } from "node:net";

/**
 * A port on 127.0.0.1 that no process listens on now.
 * @throws Error when no port can be had (the system's error).
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
