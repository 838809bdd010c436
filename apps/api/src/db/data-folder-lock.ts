/**
 * The lock of a PGlite data folder: PGlite is single-process, and a second process opening the same folder
 * corrupts it.
 *
 * Two parts:
 * - On Linux, an abstract Unix socket named after the folder's real path is bound for the life of the server.
 *   The kernel releases it when the process ends, however it ends (SIGKILL, crash, power cut), so a lock left
 *   by a dead server on this machine is recognised and taken over at once, and one held by a live server is
 *   never taken. (Elsewhere, the recorded process id is checked with `kill(pid, 0)` instead.)
 * - The lock file `<folder>.lock` records who holds the folder (process id, host name, boot id, start time) for
 *   the messages, and is refreshed every {@link LOCK_REFRESH_MS} ms for servers on other hosts sharing the
 *   folder (a network file system): from another host, a lock counts as abandoned when it has not been
 *   refreshed for {@link LOCK_STALE_MS} ms.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  linkSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";

/** How often the lock file is refreshed, in ms. */
export const LOCK_REFRESH_MS = 5_000;
/** Age after which a lock file from another host (or of unknown content) counts as abandoned, in ms. */
export const LOCK_STALE_MS = 15_000;

/** What the lock file records. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** Linux boot id (`/proc/sys/kernel/random/boot_id`): a different one means the machine restarted since. */
  bootId?: string;
  /** When the server took the lock (ISO 8601). */
  startedAt: string;
  /** Random token identifying this holding of the lock. */
  nonce: string;
}

/** The lock of a server that is no longer running, taken over at start-up. */
export interface StaleLockInfo {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Why it counted as abandoned. */
  reason: string;
}

/** Why a data folder could not be locked. */
export type LockedReason = "running-here" | "other-host" | "unreadable";

/** Thrown when another running process holds the PGlite data folder; the message names the folder and the holder. */
export class DataFolderLockedError extends Error {
  override name = "DataFolderLockedError";
  constructor(
    readonly dataDir: string,
    readonly reason: LockedReason,
    readonly holder?: LockHolder,
    ageMs?: number,
  ) {
    const lockFile = `${dataDir}.lock`;
    const advice = "PGlite allows one process per folder: stop that server, or set DATA_DIR to another folder.";
    let text: string;
    if (reason === "running-here") {
      const who = holder ? `process ${holder.pid}, running since ${holder.startedAt}` : "a process that is still running";
      text = `The data folder ${dataDir} is already in use by another pxapi_eoffice server on this machine (${who}; lock ${lockFile}). ${advice}`;
    } else if (reason === "other-host") {
      const seconds = Math.round((ageMs ?? 0) / 1000);
      text =
        `The data folder ${dataDir} is already in use by a pxapi_eoffice server on host ${holder?.hostname ?? "?"} ` +
        `(process ${holder?.pid ?? "?"}), which refreshed its lock ${lockFile} ${seconds} s ago. ${advice} ` +
        `If that server is gone, its lock counts as abandoned ${LOCK_STALE_MS / 1000} s after its last refresh.`;
    } else {
      text =
        `The data folder ${dataDir} is locked (${lockFile}, written ${Math.round((ageMs ?? 0) / 1000)} s ago) by a ` +
        `process this server cannot identify (an older version, or one still starting). ${advice} If no server ` +
        `uses the folder, the lock counts as abandoned ${LOCK_STALE_MS / 1000} s after it was last written.`;
    }
    super(text);
  }
}

/** A held lock. */
export interface HeldLock {
  /** Releases the lock (removes the lock file if it is still ours, frees the socket). */
  release(): Promise<void>;
  /** Set when a lock left by a dead server was taken over. */
  staleLock?: StaleLockInfo;
}

function bootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Binds the abstract socket that stands for the folder; false when a live process already holds it. */
function bindGuard(realDir: string): Promise<net.Server | false> {
  const name = `\0pxapi_eoffice-data-${createHash("sha256").update(realDir).digest("hex").slice(0, 40)}`;
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EADDRINUSE") resolve(false);
      else reject(err);
    });
    server.listen({ path: name, exclusive: true }, () => {
      server.unref();
      resolve(server);
    });
  });
}

function closeGuard(guard: net.Server | undefined): Promise<void> {
  return new Promise((resolve) => (guard ? guard.close(() => resolve()) : resolve()));
}

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockFile, "utf8")) as Partial<LockHolder>;
    if (typeof parsed.pid !== "number" || typeof parsed.hostname !== "string" || typeof parsed.nonce !== "string") return undefined;
    return parsed as LockHolder;
  } catch {
    return undefined;
  }
}

/** Whether process `pid` of this machine is alive (`kill(pid, 0)`; EPERM = alive, another user's). */
function processAlive(pid: number): boolean {
  if (pid === process.pid) return false; // our own id, recorded by an earlier life of this process id
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Locks `dataDir` for this process.
 *
 * @param onCompromised - called once if the lock file is removed or replaced by another process while held.
 * @throws DataFolderLockedError when a running process holds the folder.
 */
export async function lockDataFolder(dataDir: string, onCompromised: (err: Error) => void): Promise<HeldLock> {
  const lockFile = `${dataDir}.lock`;
  const realDir = realpathSync(dataDir);
  const guarded = process.platform === "linux";
  let guard: net.Server | undefined;
  if (guarded) {
    const bound = await bindGuard(realDir);
    if (bound === false) throw new DataFolderLockedError(dataDir, "running-here", readHolder(lockFile));
    guard = bound;
  }
  try {
    const me: LockHolder = {
      pid: process.pid,
      hostname: os.hostname(),
      bootId: bootId(),
      startedAt: new Date().toISOString(),
      nonce: randomBytes(12).toString("hex"),
    };
    const staleLock = takeLockFile(dataDir, lockFile, me, guarded);
    let stopped = false;
    const refresh = setInterval(() => {
      if (stopped) return;
      const current = readHolder(lockFile);
      if (current?.nonce !== me.nonce) {
        stopped = true;
        clearInterval(refresh);
        onCompromised(new Error(`The lock ${lockFile} of the data folder was removed or taken by another process.`));
        return;
      }
      try {
        const now = new Date();
        utimesSync(lockFile, now, now);
      } catch {
        // the next round notices a missing file
      }
    }, LOCK_REFRESH_MS);
    refresh.unref();
    const held = guard;
    return {
      staleLock,
      release: async () => {
        stopped = true;
        clearInterval(refresh);
        if (readHolder(lockFile)?.nonce === me.nonce) rmSync(lockFile, { force: true });
        await closeGuard(held);
      },
    };
  } catch (err) {
    await closeGuard(guard);
    throw err;
  }
}

/**
 * Creates the lock file with `me`, or takes over one left by a dead server. `guarded`: this process holds the
 * machine-wide socket of the folder, so any holder recorded for this machine is dead.
 */
function takeLockFile(dataDir: string, lockFile: string, me: LockHolder, guarded: boolean): StaleLockInfo | undefined {
  const text = `${JSON.stringify(me)}\n`;
  const temp = `${lockFile}.${process.pid}.${me.nonce}.tmp`;
  writeFileSync(temp, text, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(temp, lockFile); // atomic: fails when the lock file exists, never leaves a half-written one
        return undefined;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      }
      let stat;
      try {
        stat = statSync(lockFile);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") continue; // released meanwhile
        throw err;
      }
      const age = Date.now() - stat.mtimeMs;
      const holder = stat.isDirectory() ? undefined : readHolder(lockFile);
      let reason: string;
      if (!holder) {
        // A directory (proper-lockfile, used by earlier versions) or an unreadable file.
        if (age < LOCK_STALE_MS) throw new DataFolderLockedError(dataDir, "unreadable", undefined, age);
        reason = `an unidentified lock not written for ${Math.round(age / 1000)} s`;
      } else {
        const sameMachine = holder.hostname === me.hostname && (holder.bootId ?? "") === (me.bootId ?? "");
        if (sameMachine) {
          if (!guarded && processAlive(holder.pid)) throw new DataFolderLockedError(dataDir, "running-here", holder);
          reason = `process ${holder.pid} is no longer running`;
        } else if (holder.hostname === me.hostname) {
          reason = "the machine restarted since";
        } else if (age < LOCK_STALE_MS) {
          throw new DataFolderLockedError(dataDir, "other-host", holder, age);
        } else {
          reason = `its lock was not refreshed for ${Math.round(age / 1000)} s`;
        }
      }
      // Take over: the new content replaces the old one atomically.
      rmSync(lockFile, { recursive: true, force: true });
      try {
        linkSync(temp, lockFile);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "EEXIST") continue; // another host was quicker: look again
        throw err;
      }
      return {
        pid: holder?.pid ?? 0,
        hostname: holder?.hostname ?? "?",
        startedAt: holder?.startedAt ?? new Date(stat.mtimeMs).toISOString(),
        reason,
      };
    }
    throw new DataFolderLockedError(dataDir, "unreadable", readHolder(lockFile), 0);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
  }
}
