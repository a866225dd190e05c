/**
 * The purity check loaded as CommonJS, as a TypeScript runner does for a file in a CommonJS
 * package: `import * as` then gives copies of the built-in modules' objects, not their import
 * bindings, which the check could not put back. It refuses to run the presenter, saying why, and
 * the process carries on with nothing trapped, where it used to die with its traps still up.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";

const scratch = mkdtempSync(join(tmpdir(), "cardc-purity-commonjs-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("refuses to run the presenter and leaves the process working", { timeout: 120_000 }, () => {
  const purity = new URL("../../../runtime/presenters/purity.ts", import.meta.url).pathname;
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ type: "commonjs" }));
  writeFileSync(
    join(scratch, "probe.ts"),
    `import { checkPresenterPurity } from ${JSON.stringify(purity)};\n` +
      `const report = checkPresenterPurity(() => ({ card: "generic" }), []);\n` +
      `setTimeout(() => console.log(JSON.stringify({ report, clock: typeof Date.now() })), 10);\n`,
  );
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  const run = spawnSync(process.execPath, ["--import", tsx, join(scratch, "probe.ts")], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({
    report: {
      pure: false,
      problems: [
        "the check could not be set up: Error: the import bindings of Node's built-in modules cannot be read, as the check was bundled or loaded as CommonJS; load it as an ES module",
        "the presenter was not called twice",
      ],
    },
    clock: "number",
  });
});
