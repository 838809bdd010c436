/**
 * Unpacking the first-start template into a new PGlite data folder (`unpackPgliteTemplate`, tracker issue 8): the
 * files land in the folder, `PG_VERSION` only once everything else is written (an interrupted unpacking is done
 * again at the next start), and nothing outside the folder is ever written.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pack } from "tar-stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { unpackPgliteTemplate } from "../src/db/database";

type Entry = { name: string; type?: "file" | "directory" | "symlink"; content?: string; linkname?: string };

/** A gzipped tarball of `entries`, in that order, written to a new file; returns its path. */
async function tarball(folder: string, entries: Entry[]): Promise<string> {
  const packer = pack();
  const chunks: Buffer[] = [];
  packer.on("data", (chunk) => {
    chunks.push(chunk as Buffer);
  });
  const ended = new Promise<void>((resolve) => packer.on("end", () => resolve()));
  for (const entry of entries) {
    if (entry.type === "directory") packer.entry({ name: entry.name, type: "directory", mode: 0o700 });
    else if (entry.type === "symlink") packer.entry({ name: entry.name, type: "symlink", linkname: entry.linkname ?? "/etc/passwd" });
    else packer.entry({ name: entry.name, mode: 0o600 }, entry.content ?? "");
  }
  packer.finalize();
  await ended;
  const file = path.join(folder, "template.tar.gz");
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

describe("unpacking the first-start template", () => {
  let work: string;
  let dataDir: string;
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), "eoffice-template-"));
    dataDir = path.join(work, "pglite");
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it("writes every file and folder into the data folder, PG_VERSION included", async () => {
    const file = await tarball(work, [
      { name: "/PG_VERSION", content: "18\n" },
      { name: "/global", type: "directory" },
      { name: "/global/pg_control", content: "control" },
      { name: "/base/5/1259", content: "pg_class" },
      { name: "/pg_wal/archive_status", type: "directory" },
    ]);
    await unpackPgliteTemplate(file, dataDir);
    expect(readFileSync(path.join(dataDir, "PG_VERSION"), "utf8")).toBe("18\n");
    expect(readFileSync(path.join(dataDir, "global/pg_control"), "utf8")).toBe("control");
    expect(readFileSync(path.join(dataDir, "base/5/1259"), "utf8")).toBe("pg_class");
    expect(existsSync(path.join(dataDir, "pg_wal/archive_status"))).toBe(true);
  });

  it("leaves no PG_VERSION when it stops part-way, even if PG_VERSION came first in the archive", async () => {
    const file = await tarball(work, [
      { name: "/PG_VERSION", content: "18\n" },
      { name: "/base/5/1259", content: "pg_class" },
      { name: "/base/5/link", type: "symlink" },
    ]);
    await expect(unpackPgliteTemplate(file, dataDir)).rejects.toThrow("The template entry /base/5/link is a symlink, not a file or a folder.");
    expect(existsSync(path.join(dataDir, "base/5/1259"))).toBe(true);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(false);
  });

  it("refuses an entry that would land outside the data folder and writes nothing there", async () => {
    const file = await tarball(work, [{ name: "../outside", content: "x" }]);
    await expect(unpackPgliteTemplate(file, dataDir)).rejects.toThrow("The template entry ../outside lies outside the data folder.");
    expect(existsSync(path.join(work, "outside"))).toBe(false);
  });

  it("fails with the file's error when the template is not a gzip file", async () => {
    const file = path.join(work, "broken.tar.gz");
    writeFileSync(file, "not gzip");
    await expect(unpackPgliteTemplate(file, dataDir)).rejects.toThrow(/incorrect header check/);
  });
});
