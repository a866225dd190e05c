/**
 * `docs/cli.md` ends with the command reference `generator/cli/cli-reference.ts` writes from the
 * commands' definitions, exactly; `pnpm test:update` (CARDC_UPDATE_GOLDEN=1) rewrites that part
 * after a command changes, and the hand-written part above it stays as it is.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { referenceHeading, renderCliReference } from "../../generator/cli/cli-reference.js";
import { commands } from "../../generator/cli/commands.js";

const pagePath = new URL("../../docs/cli.md", import.meta.url);

describe("docs/cli.md", () => {
  it("ends with every command's reference, as the commands define it", () => {
    const page = readFileSync(pagePath, "utf8");
    const start = page.indexOf(referenceHeading);
    expect(start).toBeGreaterThan(0);
    if (process.env["CARDC_UPDATE_GOLDEN"] === "1")
      writeFileSync(pagePath, page.slice(0, start) + renderCliReference());
    const updated = readFileSync(pagePath, "utf8");
    expect(updated.slice(updated.indexOf(referenceHeading))).toBe(renderCliReference());
    for (const command of commands) expect(updated).toContain(`### cardc ${command.name}\n`);
  });
});
