/**
 * The npm packages `pnpm dist` packs, published to a registry (verdaccio on loopback,
 * `local-registry.ts`) and installed from it the way their users install them, then used there:
 *
 * - a Yarn 4 project under Plug'n'Play, whose packages stay in zip archives with no `node_modules`,
 *   `require`s and `import`s every entry point of the vocabulary and of `@cardc/runtime`
 *   (`test/packages/npm/entries.*`, as the plain npm install in `packages.test.ts` does);
 * - an npm project bundles a page using the text host and one using the ACP host with esbuild for
 *   the browser, and each bundle runs in a fresh `vm` context, with no `require`, `process` or
 *   Node built-in, and shows what the same program shows under Node.
 *
 * Yarn is the pinned `@yarnpkg/cli-dist` run with node, esbuild the pinned devDependency; the
 * registry has no uplinks, so nothing is downloaded.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distOnce } from "../support/dist-once.js";
import { describedEntries } from "../support/entry-description.js";
import { type LocalRegistry, packPinned, startLocalRegistry } from "../support/local-registry.js";
import { root, run, runOk } from "../support/target-builds.js";

const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
const tarball = (name: string) => join(root, `dist/packages/npm/${name}-${version}.tgz`);
const yarn = join(root, "node_modules/@yarnpkg/cli-dist/bin/yarn.js");
const vocabulary = "@cardc/tool-cards";
const runtime = "@cardc/runtime";

let work: string;
let registry: LocalRegistry;

beforeAll(async () => {
  await distOnce();
  work = mkdtempSync(join(tmpdir(), "cardc-registry-"));
  registry = await startLocalRegistry(join(work, "registry"));
  // The vocabulary's own dependencies, as it names them, from this repository's pinned copies.
  const packed = JSON.parse(
    (await runOk("tar", ["-xzOf", tarball("cardc-tool-cards"), "package/package.json"])).stdout,
  ) as { dependencies: Record<string, string> };
  const pinned = Object.keys(packed.dependencies)
    .filter((name) => name !== runtime)
    .map((name) => packPinned(name, join(work, "pinned")));
  for (const file of [tarball("cardc-runtime"), tarball("cardc-tool-cards"), ...pinned]) await registry.publish(file);
}, 600_000); // a hang guard for a cold build on a busy machine, not a speed target
afterAll(async () => {
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- unset when beforeAll failed
  if (registry !== undefined) await registry.close();
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- unset when beforeAll failed
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

/** A project folder holding `package.json` with the vocabulary and the runtime as its dependencies. */
function consumerProject(name: string): string {
  const project = join(work, name);
  mkdirSync(project);
  const dependencies = { [vocabulary]: version, [runtime]: version };
  writeFileSync(join(project, "package.json"), JSON.stringify({ name, private: true, dependencies }, null, 2));
  return project;
}

describe("under Yarn 4 Plug'n'Play", () => {
  let project: string;

  beforeAll(async () => {
    project = consumerProject("pnp-consumer");
    // What a project on a private registry writes; the age gate would hold back what was just published,
    // and a first install under CI may write its lockfile. Yarn's own folder (its cache of registry
    // metadata among it) is the project's, so nothing from another run's registry is read.
    writeFileSync(
      join(project, ".yarnrc.yml"),
      [
        "nodeLinker: pnp",
        `npmRegistryServer: "${registry.url.replace(/\/$/, "")}"`,
        'unsafeHttpWhitelist: ["127.0.0.1"]',
        "npmMinimalAgeGate: 0",
        "enableImmutableInstalls: false",
        "enableGlobalCache: false",
        "globalFolder: ./.yarn/global",
        "enableTelemetry: false",
        "tsEnableAutoTypes: false",
        "",
      ].join("\n"),
    );
    writeFileSync(join(project, "yarn.lock"), "");
    await runOk(process.execPath, [yarn, "install"], { cwd: project });
    for (const sample of ["entries.cjs", "entries.mjs", "describe-entries.cjs"])
      cpSync(join(root, "test/packages/npm", sample), join(project, sample));
  }, 300_000);

  it("installs with no node_modules, each package in its zip archive", () => {
    expect(readdirSync(project)).not.toContain("node_modules");
    expect(readdirSync(project)).toContain(".pnp.cjs");
    const archives = readdirSync(join(project, ".yarn/cache")).filter((name) => name.endsWith(".zip"));
    expect(archives.filter((name) => name.startsWith("@cardc-"))).toHaveLength(2);
  });

  it.each(["entries.cjs", "entries.mjs"])(
    "loads every entry point of both packages through yarn node (%s)",
    async (script) => {
      const { stdout, stderr } = await run(process.execPath, [yarn, "node", script], { cwd: project });
      expect(stderr).not.toContain("ERR_MODULE_NOT_FOUND");
      expect(stderr).toBe("");
      expect(JSON.parse(stdout)).toEqual(describedEntries(version));
    },
  );
});

describe("bundled for a browser by esbuild", () => {
  let project: string;

  beforeAll(async () => {
    project = consumerProject("browser-consumer");
    writeFileSync(join(project, ".npmrc"), `registry=${registry.url}\n`);
    // On the command line too: a run under pnpm passes npm its own registry in the environment, above .npmrc.
    await runOk("npm", ["install", "--no-audit", "--no-fund", "--registry", registry.url], { cwd: project });
    cpSync(join(root, "test/packages/browser"), project, { recursive: true });
  }, 300_000);

  /** What a program leaves in `globalThis.shown`, run as an ES module under Node from the installed packages. */
  async function shownUnderNode(program: string): Promise<unknown> {
    const script = `await import(${JSON.stringify(`./${program}`)}); console.log(globalThis.shown);`;
    const { stdout } = await runOk(process.execPath, ["--input-type=module", "-e", script], { cwd: project });
    return JSON.parse(stdout);
  }

  it.each([
    [
      "text.mjs",
      '"[edit] Edit src/a.ts\\n\\n```diff\\n--- src/a.ts\\n+++ src/a.ts\\n@@ -1,1 +1,1 @@\\n-one\\n+two\\n```"',
    ],
    [
      "acp.mjs",
      '{"sessionUpdate":"tool_call","toolCallId":"call-1","title":"Edit src/a.ts","kind":"edit","status":"pending","content":[{"type":"diff","path":"/work/proj/src/a.ts","oldText":"one\\n","newText":"two\\n"}],"locations":[{"path":"/work/proj/src/a.ts"}]}',
    ],
  ])("bundles %s with --platform=browser, and the bundle runs with no Node in reach", async (program, shown) => {
    const bundle = join(project, program.replace(/\.mjs$/, ".bundle.js"));
    const esbuild = join(root, "node_modules/.bin/esbuild");
    const built = await run(
      esbuild,
      [program, "--bundle", "--platform=browser", "--format=iife", `--outfile=${bundle}`, "--log-level=warning"],
      { cwd: project },
    );
    expect(built.stderr).toBe("");
    expect(built.code).toBe(0);
    const page: { shown?: string } = {};
    runInNewContext(readFileSync(bundle, "utf8"), page);
    expect(page.shown).toBe(shown);
    expect(JSON.parse(page.shown ?? "")).toEqual(await shownUnderNode(program));
  });
});
