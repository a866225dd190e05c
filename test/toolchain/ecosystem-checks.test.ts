/**
 * Each artifact `pnpm dist` writes, judged by the tool its own ecosystem judges packages with, as a
 * consumer or a registry would run it: publint on every npm tarball, `twine check` on the wheel and
 * the sdist, and a Yarn PnP project running the packed compiler's `cardc gen`. The tools are pinned
 * devDependencies (npm) or Debian packages (`.ci/install-system-deps`); nothing is downloaded. The
 * artifacts are the ones `packages.test.ts` installs, built once per run (`dist-once.ts`).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distOnce } from "../support/dist-once.js";
import { root, run, runOk } from "../support/host-builds.js";

const packagesDir = join(root, "dist/packages");
const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
const bin = (name: string) => join(root, "node_modules/.bin", name);
const npmTarballs = ["cardc", "cardc-runtime", "cardc-tool-cards"].map((name) =>
  join(packagesDir, `npm/${name}-${version}.tgz`),
);

let work: string;

beforeAll(async () => {
  await distOnce();
  work = mkdtempSync(join(tmpdir(), "cardc-ecosystem-"));
}, 600_000); // a hang guard for a cold build on a busy machine, not a speed target
afterAll(() => {
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- unset when beforeAll failed
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe("npm", () => {
  it.each(npmTarballs)("publint --strict finds nothing in %s", async (tarball) => {
    const result = await run(bin("publint"), ["run", "--strict", tarball]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toContain("All good!");
  });
});

describe("Python", () => {
  it("twine check --strict passes the wheel and the sdist", async () => {
    const artifacts = readdirSync(join(packagesDir, "python")).map((name) => join(packagesDir, "python", name));
    expect(artifacts).toHaveLength(2);
    const { stdout, stderr } = await runOk("twine", ["check", "--strict", ...artifacts], {
      env: { NO_COLOR: "1" },
    });
    expect(stderr).toBe("");
    expect(stdout.match(/PASSED/g)).toHaveLength(2);
    expect(stdout).not.toMatch(/WARNING|ERROR|FAILED/);
  });
});

describe("Yarn PnP", () => {
  it("runs the packed compiler's cardc gen and gen --check, and leaves no staging folder", async () => {
    const project = join(work, "pnp");
    mkdirSync(join(project, "schema"), { recursive: true });
    cpSync(join(root, "schema/cards.json"), join(project, "schema/cards.json"));
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({
        name: "pnp-host",
        private: true,
        version: "1.0.0",
        devDependencies: { cardc: `file:${npmTarballs[0]}` },
      }),
    );
    // Yarn itself from its npm package; its cache inside the project, and no network: the one
    // dependency is a tarball on disk.
    const yarn = join(root, "node_modules/@yarnpkg/cli-dist/bin/yarn.js");
    const env = {
      YARN_ENABLE_GLOBAL_CACHE: "false",
      YARN_ENABLE_NETWORK: "false",
      YARN_ENABLE_TELEMETRY: "false",
      YARN_NODE_LINKER: "pnp",
    };
    await runOk(process.execPath, [yarn, "install"], { cwd: project, env });
    expect(readdirSync(project)).toContain(".pnp.cjs");
    const gen = await run(process.execPath, [yarn, "cardc", "gen"], { cwd: project, env });
    expect(gen.stderr).not.toContain("internal error");
    expect(gen).toMatchObject({ code: 0 });
    expect(readdirSync(project).filter((entry) => entry.includes("generated"))).toEqual(["generated"]);
    expect(readdirSync(join(project, "generated")).sort()).toEqual(readdirSync(join(root, "generated")).sort());
    const check = await run(process.execPath, [yarn, "cardc", "gen", "--check"], { cwd: project, env });
    expect(check).toMatchObject({ code: 0 });
    expect(check.stdout + check.stderr).toContain("generated/ is up to date");
  });
});
