/**
 * nginx with the deployment's example site (`deploy/nginx/eoffice.conf`: TLS, HTTP/2, the client address passed on)
 * in front of a server on this machine, as `docs/operations.md` ("Reverse proxy") deploys it. Used by the deployment
 * test (`apps/api/test/deployment.test.ts`: an upload through it) and by the Lighthouse bench (`bench/lighthouse.mjs`:
 * the pages as a phone receives them from a deployment, over HTTP/2 with brotli, not over plain HTTP/1.1 with gzip).
 * Needs the `nginx` and `openssl` commands (Debian's packages; `docs/toolchain.md`).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Whether something listens on `port` of 127.0.0.1. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().listen(port, "127.0.0.1", () => probe.close(() => resolve(false))).on("error", () => resolve(true));
  });
}

/** A running nginx of {@link startNginxProxy}. */
export interface NginxProxy {
  /** The nginx process (`daemon off`). */
  child: ChildProcess;
  /** The HTTPS port on 127.0.0.1 (HTTP/2, a self-signed certificate for `eoffice.example.go.th`). */
  port: number;
}

/**
 * Starts nginx with `deploy/nginx/eoffice.conf` as written, but for the addresses: the server on `serverPort`, free
 * ports on 127.0.0.1 instead of 80 and 443, a self-signed certificate (made once per folder), and `prefix` as its
 * folder. `nginx -t` checks the configuration first. Resolves once it listens; stop it with `child.kill("SIGTERM")`.
 * @param serverPort - The port of the eoffice server on 127.0.0.1.
 * @param prefix - A folder of its own (configuration, certificate, logs, temporary files); made if missing.
 * @throws Error when the configuration fails `nginx -t` or nginx does not listen within 10 s.
 */
export async function startNginxProxy(serverPort: number, prefix: string): Promise<NginxProxy> {
  mkdirSync(path.join(prefix, "logs"), { recursive: true });
  const cert = path.join(prefix, "cert.pem");
  const key = path.join(prefix, "key.pem");
  if (!existsSync(cert)) {
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1", "-subj", "/CN=eoffice.example.go.th", "-keyout", key, "-out", cert], { stdio: "ignore" });
  }
  const [plain, tls] = [await freePort(), await freePort()];
  const site = readFileSync(path.join(repoRoot, "deploy", "nginx", "eoffice.conf"), "utf8")
    .replace(/^\s*#.*$/gm, "")
    .replace("server 127.0.0.1:8080;", `server 127.0.0.1:${serverPort};`)
    .replace(/^\s*listen \[::\].*$/gm, "")
    .replace("listen 80;", `listen 127.0.0.1:${plain};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${tls} ssl http2;`)
    .replace(/ssl_certificate .*;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${key};`);
  if (/listen (80|443)|letsencrypt\/live/.test(site)) throw new Error("deploy/nginx/eoffice.conf: its ports or certificate paths were not found to replace");
  writeFileSync(path.join(prefix, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${path.join(prefix, name)};`).join("\n");
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `user root;\npid ${path.join(prefix, "nginx.pid")};\nerror_log ${path.join(prefix, "logs", "error.log")};\nevents {}\nhttp {\naccess_log off;\n${temp}\ninclude ${path.join(prefix, "site.conf")};\n}\n`,
  );
  execFileSync("nginx", ["-t", "-q", "-p", prefix, "-c", conf], { stdio: "pipe" });
  const child = spawn("nginx", ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  for (const started = Date.now(); !(await listening(tls)); ) {
    if (Date.now() - started > 10_000) {
      child.kill("SIGTERM");
      throw new Error(`nginx did not listen: ${readFileSync(path.join(prefix, "logs", "error.log"), "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, port: tls };
}
