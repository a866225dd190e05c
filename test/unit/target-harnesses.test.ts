/**
 * Every target of the registry brings its own test harness (`Target.harness`, docs/testing.md): a
 * module in its own folder that loads and gives the cross-language tests what they call, so a
 * language added to the registry is judged by them with no edit outside its folder, and one without a
 * harness is named rather than left out.
 */
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { targets } from "../../generator/targets/index.js";
import { harnessedTargets } from "../support/target-harnesses.js";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

describe("the targets' test harnesses", () => {
  it("lie each in its own target's folder, one per target", () => {
    const folders = targets.map((target) =>
      target.harness === undefined
        ? `${target.name}: none`
        : relative(projectRoot, dirname(fileURLToPath(target.harness.url))),
    );
    expect(
      folders.filter((folder) => !/^generator\/targets\/[a-z]+$/.test(folder) || folder.endsWith("/shared")),
    ).toEqual([]);
    expect(new Set(folders).size).toBe(targets.length);
  });

  it("load, each with a verdict program and a command for each of its gates that keeps the gate's arguments", async () => {
    const hosts = await harnessedTargets();
    expect(hosts.map(({ target }) => target)).toEqual(targets);
    const noProcess = async () => ({ code: 0, stdout: "", stderr: "" });
    const tools = { run: noProcess, runOk: noProcess, root: "/project", cacheDir: "/cache", systemPython: "/python3" };
    for (const { host, harness, target } of hosts) {
      expect(typeof harness.verdicts, host).toBe("function");
      for (const gate of target.gates) {
        const [, ...args] = gate.command;
        expect(harness.gateCommand(gate.command, tools).args.slice(-args.length), gate.name).toEqual(args);
      }
    }
  });
});
