/**
 * A failed `cardc init` leaves the project as it found it: when `package.json` cannot be written
 * (a full disk, here), the schema written a moment before is removed again, and the command says
 * which file it could not write. The write of `package.json` is made to fail; everything else is real.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runInit } from "../../generator/cli/run-init.js";

vi.mock("../../generator/output/write-file-whole.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../generator/output/write-file-whole.js")>();
  return {
    writeFileWhole: async (target: string, text: string, options?: { exclusive?: boolean }) => {
      if (target.endsWith("package.json")) throw Object.assign(new Error("no space left"), { code: "ENOSPC" });
      return real.writeFileWhole(target, text, options);
    },
  };
});

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "cardc-init-rollback-"));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe("cardc init when package.json cannot be written", () => {
  it("removes the schema it wrote and exits 73", async () => {
    writeFileSync(join(project, "package.json"), '{ "name": "tools" }\n');
    const errors: string[] = [];
    const code = await runInit(
      { project, schema: "schema/cards.json", out: "generated" },
      { info: () => undefined, error: (message) => errors.push(message) },
    );
    expect(code).toBe(73);
    expect(errors).toEqual(["cardc init: cannot write package.json (ENOSPC); nothing was written"]);
    expect(existsSync(join(project, "schema/cards.json"))).toBe(false);
    expect(readdirSync(join(project, "schema"))).toEqual([]);
  });
});
