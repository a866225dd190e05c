/**
 * Which declaration files of a compiled package its users' TypeScript reads: each entry's `.d.ts` and
 * every one those reach by relative specifiers (`./bridge.js` names `./bridge.d.ts`). A compiler
 * writes a `.d.ts` for every module it compiles, but one the entries' types never name (a helper of
 * the ACP host, one of the purity check's traps) is read by no one, so the packers leave it out, and
 * a package a declaration imports counts as a peer only when that declaration ships.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import type { ts as TypeScriptApi } from "ts-morph";
import { moduleSpecifiers } from "./commonjs-twins.js";

type TypeScript = typeof TypeScriptApi;

/** The declaration file a relative specifier in `from` names, when the folder has it. */
function declarationOf(folder: string, from: string, specifier: string): string | undefined {
  const target = normalize(join(dirname(from), specifier));
  const candidates = target.endsWith(".js")
    ? [target.replace(/\.js$/, ".d.ts")]
    : [`${target}.d.ts`, join(target, "index.d.ts"), target];
  return candidates.find((candidate) => candidate.endsWith(".d.ts") && existsSync(join(folder, candidate)));
}

/** The `.d.ts` files (relative to `folder`) the entries' declarations reach, the entries included. */
export function reachedDeclarations(ts: TypeScript, folder: string, entries: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = entries.map((entry) => normalize(entry));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file) || !existsSync(join(folder, file))) continue;
    reached.add(file);
    const text = readFileSync(join(folder, file), "utf8");
    for (const specifier of moduleSpecifiers(ts, file, text)) {
      if (!specifier.startsWith(".")) continue;
      const target = declarationOf(folder, file, specifier);
      if (target !== undefined) pending.push(target);
    }
  }
  return reached;
}

/** Deletes every `.d.ts` under `folder` the entries' declarations do not reach; returns those kept. */
export function removeUnreachedDeclarations(ts: TypeScript, folder: string, entries: readonly string[]): string[] {
  const reached = reachedDeclarations(ts, folder, entries);
  const declarations = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".d.ts"))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
  for (const declaration of declarations) {
    if (!reached.has(declaration)) rmSync(join(folder, declaration));
  }
  return declarations.filter((declaration) => reached.has(declaration)).sort();
}
