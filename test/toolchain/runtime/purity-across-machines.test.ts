/**
 * The purity check across machines: two child processes, the second with another time zone,
 * locale, folder and code path, must show the same card. What the in-process check cannot move, the
 * path of the presenter's own code, is caught there; a pure presenter of the demo (which imports zod
 * and the generated validators) passes; a presenter that cannot be loaded is a problem, never a pass;
 * and an effect behind an `await` does not happen in the children either.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkPresenterAcrossMachines, checkPresenterPurity } from "../../../runtime/presenters/purity.js";
import { machinePresenters } from "../../support/machine-presenters.js";

const scratch = mkdtempSync(join(tmpdir(), "cardc-machines-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The children load TypeScript through tsx, named by its path, since the other machine runs elsewhere. */
const nodeOptions = ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href];
const presenters = new URL("../../support/machine-presenters.ts", import.meta.url);
const across = (name: string, args: readonly unknown[]) =>
  checkPresenterAcrossMachines({ module: presenters, exportPath: ["machinePresenters", name], nodeOptions }, args);

describe("checkPresenterAcrossMachines", { timeout: 120_000 }, () => {
  it("catches a card showing where its code lives, which passes in one process", async () => {
    expect(checkPresenterPurity(machinePresenters.codePath, []).pure).toBe(true);
    const report = await across("codePath", []);
    expect(report.pure).toBe(false);
    expect(report.problems).toEqual([
      expect.stringMatching(
        /^on another machine \(another time zone, locale, folder and code path\) the card differs: \{"card":"generic","title":"file:\/\/\/.*machine-presenters\.ts"\} then \{"card":"generic","title":"file:\/\/\/cardc-elsewhere\/.*machine-presenters\.ts"\}$/,
      ),
    ]);
  });

  it("catches the default locale, and passes a presenter that names its own", async () => {
    expect((await across("defaultLocale", [{ n: 1234.5 }])).pure).toBe(false);
    expect(await across("explicit", [{ n: 1234.5 }])).toEqual({
      pure: true,
      problems: [],
      view: { card: "generic", title: "1,234.5" },
    });
  });

  it("passes a pure presenter of the demo, whose module imports zod and the generated validators", async () => {
    const report = await checkPresenterAcrossMachines(
      {
        module: new URL("../../../runtime/demo/tools/bash.ts", import.meta.url),
        exportPath: ["bash", "presentCall"],
        nodeOptions,
      },
      [{ command: "ls", description: "List" }],
    );
    expect(report).toEqual({
      pure: true,
      problems: [],
      view: { card: "terminal", title: "ls", description: "List" },
    });
  });

  it("reports a presenter it cannot load instead of passing it", async () => {
    const report = await across("missing", []);
    expect(report.pure).toBe(false);
    expect(report.problems).toEqual([
      "the presenter could not be checked in a child process here: Error: machinePresenters.missing is not a function the module exports",
      "the presenter could not be checked in a child process on the other machine: Error: machinePresenters.missing is not a function the module exports",
    ]);
  });

  it("lets no effect behind an await happen in the children", async () => {
    const effect = join(scratch, "effect.txt");
    const report = await across("deferredEffect", [{ path: effect }]);
    expect(report.problems).toContain(
      "started asynchronous work (a promise) that would run after it returned; its continuations ran under the traps",
    );
    expect(existsSync(effect)).toBe(false);
  });
});
