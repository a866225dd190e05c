/**
 * Which declarations a package keeps: the entries' and those they reach by relative specifiers
 * (`export *`, named imports, `import("…")` types, a folder's `index.d.ts`); one nobody names goes,
 * and JavaScript and packages' names are left alone.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ts } from "ts-morph";
import { afterEach, expect, it } from "vitest";
import { removeUnreachedDeclarations } from "../../generator/pack/declaration-reach.js";

let folder: string | undefined;
afterEach(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

it("keeps what the entries' declarations reach and removes the rest", () => {
  folder = mkdtempSync(join(tmpdir(), "cardc-declaration-reach-"));
  const files: Record<string, string> = {
    "index.d.ts": `export * from "./types.js";\nimport type { Helper } from "./lib/helper.js";\nexport declare const h: Helper;\n`,
    "types.d.ts": `export declare const t: import("./shapes").Shape;\nimport type { Sdk } from "@acme/sdk";\n`,
    "shapes/index.d.ts": `export interface Shape { readonly kind: string }\n`,
    "lib/helper.d.ts": `export interface Helper {}\n`,
    "lib/internal.d.ts": `export declare function inner(): void;\n`,
    "lib/internal.js": `export function inner() {}\n`,
    "unused.d.ts": `export * from "./lib/internal.js";\n`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, dirname(path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  expect(removeUnreachedDeclarations(ts, folder, ["index.d.ts"])).toEqual([
    "index.d.ts",
    "lib/helper.d.ts",
    "shapes/index.d.ts",
    "types.d.ts",
  ]);
  const left = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice((folder ?? "").length + 1))
    .sort();
  expect(left).toEqual(["index.d.ts", "lib/helper.d.ts", "lib/internal.js", "shapes/index.d.ts", "types.d.ts"]);
});
