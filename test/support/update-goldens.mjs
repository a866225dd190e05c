#!/usr/bin/env node
/**
 * `pnpm test:update`: rewrites every golden file the tests compare with, after an intended change
 * (a new card, a new diagnostic, a changed emitter): the reference fixture's tree, the diff and diagnostic
 * reports, the replay list, the scaffold results and docs/diagnostics.md. It runs, with
 * CARDC_UPDATE_GOLDEN=1, every test file that honours that variable, found by reading them, so a new
 * golden test is included without an edit here. Those tests write their golden and then compare
 * with it, so the command fails if anything else is wrong. Review the diff before committing it.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const marker = "CARDC_UPDATE_GOLDEN";

/** The test files under test/ that rewrite a golden when the variable is set. */
export function goldenTests() {
  return readdirSync(join(root, "test"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => readFileSync(path, "utf8").includes(`process.env["${marker}"]`))
    .map((path) => relative(root, path))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = goldenTests();
  process.stderr.write(`test:update: rewriting the goldens of ${files.join(", ")}\n`);
  const vitest = join(root, "node_modules/.bin/vitest");
  const result = spawnSync(vitest, ["run", ...files], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, [marker]: "1" },
  });
  process.exit(result.status ?? 1);
}
