/**
 * Three test projects, fastest first:
 * - `unit`: pure functions, in-memory generation, the runtime in-process (`test/unit/`);
 * - `emit`: generated output compared with committed goldens (`test/emit/`);
 * - `toolchain`: processes, compilers, packed packages and browsers (`test/toolchain/`).
 * `pnpm test` runs `unit` and `emit` (the inner loop, seconds); `pnpm test:toolchain` the rest;
 * `pnpm check` and CI run all three. Only `toolchain` runs compiled code, so only it builds `dist/`
 * first (when any input changed since the last build).
 *
 * Tests run the TypeScript sources: `@cardc/runtime` and the vocabulary package's entries resolve
 * through `tsconfig.json`'s `paths`, as they do for the typecheck.
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { textImports } from "./build/text-imports.mjs";

const tsconfig = JSON.parse(readFileSync(new URL("./tsconfig.json", import.meta.url), "utf8")) as {
  compilerOptions: { paths: Record<string, [string]> };
};
/** The packages' own names (`@cardc/runtime`, the vocabulary's package and its entries) resolve to their sources. */
const sourceAliases = Object.entries(tsconfig.compilerOptions.paths).map(([specifier, [source]]) => ({
  find: new RegExp(`^${specifier.replace(/[/.]/g, "\\$&")}$`),
  replacement: fileURLToPath(new URL(source, import.meta.url)),
}));

export default defineConfig({
  // The generator imports its host preludes (`prelude.go`, …) as text, as the bundle does.
  plugins: [textImports()],
  resolve: { alias: sourceAliases },
  test: {
    globalSetup: ["test/support/fixture-trees-setup.ts"],
    // One worker per core (vitest's default leaves one idle): a test file waits on its own
    // processes or compilers often enough that the machine stays busy, not overloaded.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "emit", include: ["test/emit/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "toolchain",
          include: ["test/toolchain/**/*.test.ts"],
          globalSetup: ["test/support/build-once.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
