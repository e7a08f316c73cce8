export { keepDatabaseFilesOwnerOnly, tightenDataFolder };

import fs from 'node:fs';
import { join } from 'node:path';

// PGlite's file system (Emscripten's NODEFS) sets each file it creates to 0666 with chmod, whatever the umask: in
// the database's own thread, every mode it asks for loses the group's and others' bits.
function keepDatabaseFilesOwnerOnly(): void {
  const ownerOnly = (mode: unknown) => (typeof mode === 'number' ? mode & ~0o077 : mode);
  const { chmodSync, mkdirSync, openSync, writeFileSync } = fs;
  fs.chmodSync = (path, mode) => chmodSync(path, ownerOnly(mode) as fs.Mode);
  fs.mkdirSync = ((path: fs.PathLike, options?: fs.Mode | fs.MakeDirectoryOptions | null) =>
    mkdirSync(
      path,
      typeof options === 'object' && options !== null
        ? { ...options, mode: ownerOnly(options.mode ?? 0o777) as fs.Mode }
        : (ownerOnly(options ?? 0o777) as fs.Mode),
    )) as typeof fs.mkdirSync;
  fs.openSync = (path, flags, mode) => openSync(path, flags, ownerOnly(mode ?? 0o666) as fs.Mode);
  fs.writeFileSync = (file, data, options) =>
    writeFileSync(
      file,
      data,
      typeof options === 'object' && options !== null ? { ...options, mode: ownerOnly(options.mode ?? 0o666) as fs.Mode } : options,
    );
}

// The data folder and everything in it are its owner's alone: folders 0700, files 0600 (or stricter). Looser
// modes (a folder copied or made by hand, a database an older version wrote) are tightened; returns what changed,
// in one sentence, or undefined.
function tightenDataFolder(folder: string): string | undefined {
  if (!fs.existsSync(folder)) return undefined;
  const loose: string[] = [];
  const walk = (path: string) => {
    const stat = fs.lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(path, stat.mode & 0o700);
      loose.push(path);
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(path)) walk(join(path, name));
  };
  walk(folder);
  if (loose.length === 0) return undefined;
  const shown = loose.slice(0, 3).join(', ') + (loose.length > 3 ? ` and ${loose.length - 3} more` : '');
  return `The data folder ${folder} held ${loose.length} files or folders other users of this machine could read (${shown}): they are now readable by this server's user alone`;
}
