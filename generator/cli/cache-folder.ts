/**
 * cardc's cache, `node_modules/.cache/cardc/` in the project folder, where other tools keep theirs
 * (Babel, ESLint, Vite): what is costly to compute again and cheap to lose. Nothing is ever committed
 * there and a user may delete it at any time; a run that cannot read or write it works as if it were
 * empty.
 *
 * Each entry is written whole or not at all (`output/write-file-whole.ts`), so
 * runs side by side never read half an entry, and each carries the hash of its own text, checked on
 * every read: an entry that does not match it (cut short, edited, from a disk that lost it) is
 * ignored, and the caller computes it afresh and writes it again.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sha256 } from "../model/content-hash.js";
import { writeFileWhole } from "../output/write-file-whole.js";
import type { CompiledCache } from "../model/compiled-cache.js";

export function cacheFolder(projectDir: string): string {
  return join(projectDir, "node_modules", ".cache", "cardc");
}

const sealLine = /^cardc cache entry sha256:([0-9a-f]{64})\n/;

/** The entry's text, or undefined when it is absent, unreadable, or not the text its seal names. */
export async function readCacheEntry(path: string): Promise<string | undefined> {
  let sealed;
  try {
    sealed = await readFile(path, "utf8");
  } catch {
    return undefined;
  }
  const seal = sealLine.exec(sealed);
  if (seal === null) return undefined;
  const text = sealed.slice(seal[0].length);
  return sha256(text) === seal[1] ? text : undefined;
}

/** Writes the entry with its seal, atomically; a cache that cannot be written is simply not used. */
export async function writeCacheEntry(path: string, text: string): Promise<void> {
  await writeFileWhole(path, `cardc cache entry sha256:${sha256(text)}\n${text}`).catch(() => undefined);
}

/** The generator's compiled cache (`model/compiled-cache.ts`) in the project's cache folder. */
export function compiledCacheIn(projectDir: string): CompiledCache {
  const folder = join(cacheFolder(projectDir), "compiled");
  // Keys are the generator's own (a name and a hash); one that could leave the folder is never kept.
  const entry = (key: string) => (/^[\w.-]+$/.test(key) ? join(folder, key) : undefined);
  return {
    read: async (key) => {
      const path = entry(key);
      return path === undefined ? undefined : readCacheEntry(path);
    },
    write: async (key, text) => {
      const path = entry(key);
      if (path !== undefined) await writeCacheEntry(path, text);
    },
  };
}
