/**
 * A store the generator may keep what is costly to compile in, by a key that names every input of
 * the compile (a content hash), so equal inputs find the text compiled before. The core touches no
 * disk: the CLI gives it one over its cache folder (`cli/cache-folder.ts`), which hands back only
 * intact entries; tests and the language server give none.
 */
export interface CompiledCache {
  /** The text kept under `key`, or undefined when there is none (or none that is intact). */
  read(key: string): Promise<string | undefined>;
  /** Keeps `text` under `key`; a store that cannot keep it says nothing. */
  write(key: string, text: string): Promise<void>;
}

/** The text kept under `key`, or `compile`'s, then kept. */
export async function compiledOnce(
  cache: CompiledCache | undefined,
  key: string,
  compile: () => Promise<string>,
): Promise<string> {
  const kept = await cache?.read(key);
  if (kept !== undefined) return kept;
  const compiled = await compile();
  await cache?.write(key, compiled);
  return compiled;
}
