/**
 * Tests run the TypeScript sources: `cardc` and each of its entries resolve to the source file the
 * compiled entry in `package.json`'s `exports` is built from (`dist/x.js` ← `x.ts`), as
 * `tsconfig.json`'s `paths` do for the typecheck. The compiled `dist/` is exercised by the tests that
 * run the command and install the packed package; the global setup builds it first when it is stale.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { textImports } from "./build/text-imports.mjs";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  exports: Record<string, string | { default: string }>;
};
const sourceAliases = Object.entries(manifest.exports).flatMap(([entry, target]) => {
  if (typeof target === "string") return [];
  const source = target.default.replace(/^\.\/dist\//, "./").replace(/\.js$/, ".ts");
  const specifier = entry === "." ? "cardc" : `cardc/${entry.slice(2)}`;
  return [{ find: new RegExp(`^${specifier}$`), replacement: fileURLToPath(new URL(source, import.meta.url)) }];
});

export default defineConfig({
  // The generator imports its host preludes (`prelude.go`, …) as text, as the bundle does.
  plugins: [textImports()],
  resolve: { alias: sourceAliases },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/build-once.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
