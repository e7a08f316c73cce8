export { durablePgliteOptions, clearStalePidFile };

import { fsyncSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// PGlite starts PostgreSQL with -F (no fsync) and its Node file layer never syncs, so an acknowledged write could sit
// in memory for ~30 s. Here PostgreSQL syncs as it does on a server, and each of its syncs reaches the disk.
function durablePgliteOptions(folder: string): PGliteOptions {
  return {
    fs: new SyncedNodeFS(folder),
    // fdatasync is a no-op in PGlite's system layer; fsync goes through the file layer's stream, below.
    // Without WAL recycling a checkpoint removes the segments it no longer needs: a recycled one keeps its old
    // bytes (a deleted lead's values) under a new name until it is written over.
    startParams: [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync', '-c', 'wal_recycle=off'],
  };
}

// The folder lock (folder-lock.ts) is held: no other process runs this database, so a lock file PostgreSQL left
// behind is stale. A cut soon after a start can leave it empty, which PostgreSQL refuses to start over.
function clearStalePidFile(folder: string): string | undefined {
  const file = join(folder, 'postmaster.pid');
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  rmSync(file, { force: true });
  return content.trim() === '' ? 'removed an empty postmaster.pid left by a crash' : 'removed a postmaster.pid left by a stopped process';
}

// Emscripten's NODEFS has no fsync of its own: give its streams one that syncs the real file.
class SyncedNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const syncStreams = (mod: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
      mod.NODEFS.stream_ops.fsync = (stream: { nfd?: number }) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncStreams] } };
  }
}
