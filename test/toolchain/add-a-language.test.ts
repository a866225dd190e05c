/**
 * A fifth target language, added as `docs/add-a-language.md` says, in a scratch copy of the project:
 * the stub's folder is `test/stub-target/` copied to `generator/targets/stub/`, and the one line is
 * its entry in `generator/targets/index.ts`; nothing else in the copy changes. The stub uses every
 * part of the contract: a package name with its own `cardc.packages` key and rule, keywords, a
 * prelude of an extension no other target has, a fixed part whose path depends on the package name,
 * packing and a gate. With the compiler built there, the stub type-checks against the contract,
 * `cardc gen` writes it (and `gen --check` is green), the checks hold type names to its keywords,
 * its package-name setting is validated with a located diagnostic, its gate passes the tree,
 * `cardc dist` packs it, and `cardc.targets` can choose it alone or leave it out.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Target } from "../../generator/targets/shared/target.js";
import { copyWholeProject, projectRoot } from "../support/project-copy.js";

const exec = promisify(execFile);
const stubFolder = join(projectRoot, "test/stub-target");
const minimal = JSON.parse(readFileSync(join(projectRoot, "test/fixtures/minimal/cards.json"), "utf8")) as {
  types: Record<string, unknown>;
};
let copy: ReturnType<typeof copyWholeProject>;
let work: string;

/** Runs the copy's compiled `cardc` in `cwd`; a non-zero exit is a result. */
async function cardc(cwd: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [join(copy.root, "dist/cli/cardc.js"), ...args], { cwd });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/**
 * Runs a gate of the stub as a host's CI would, in its folder of a tree: what it reported when it
 * failed (a non-zero exit, or output from a silent gate), else "". The stub has no test harness, so
 * the shared gate runner (which asks the owning target's harness how to start a tool) is not used.
 */
async function stubGateProblem(gate: Target["gates"][number], tree: string): Promise<string> {
  const [program, ...args] = gate.command;
  try {
    const { stdout, stderr } = await exec(program, args, { cwd: join(tree, gate.folder) });
    return gate.silent && `${stdout}${stderr}` !== "" ? `output from a silent gate: ${stdout}${stderr}` : "";
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return `exit ${failed.code ?? 1}: ${failed.stdout ?? ""}${failed.stderr ?? ""}`;
  }
}

/** The work project's package.json: its `cardc` settings as given. */
function settle(cardcSettings: object): void {
  writeFileSync(join(work, "package.json"), JSON.stringify({ name: "notes", version: "1.0.0", cardc: cardcSettings }));
}

/** The registry with the stub's one line: its import, and its entry at the end of the list. */
function withStubListed(index: string): string {
  return index
    .replace(
      /^(import type \{ Target \} from "\.\/shared\/target\.js";)$/m,
      `$1\nimport { stubTarget } from "./stub/target.js";`,
    )
    .replace(/(export const targets: readonly Target\[\] = \[[^\]]*)\];/, "$1, stubTarget];");
}

beforeAll(async () => {
  copy = copyWholeProject("cardc-fifth-language-");
  work = mkdtempSync(join(tmpdir(), "cardc-fifth-language-work-"));
  cpSync(stubFolder, join(copy.root, "generator/targets/stub"), { recursive: true });
  const index = join(copy.root, "generator/targets/index.ts");
  const listed = withStubListed(readFileSync(index, "utf8"));
  expect(listed).toContain(", stubTarget];");
  writeFileSync(index, listed);
  await exec(process.execPath, [join(copy.root, "build/build.mjs")], { cwd: copy.root });
  mkdirSync(join(work, "schema"));
  writeFileSync(join(work, "schema/cards.json"), JSON.stringify(minimal));
}, 300_000);
afterAll(() => {
  copy.remove();
  rmSync(work, { recursive: true, force: true });
});

describe("a fifth target language from one folder and one registry line", () => {
  it("changes the copy nowhere else: the registry gains exactly the import and the entry", () => {
    const before = readFileSync(join(projectRoot, "generator/targets/index.ts"), "utf8").split("\n");
    const after = readFileSync(join(copy.root, "generator/targets/index.ts"), "utf8").split("\n");
    expect(after.filter((line) => !before.includes(line))).toEqual([
      'import { stubTarget } from "./stub/target.js";',
      expect.stringMatching(/^export const targets: readonly Target\[\] = \[.*, stubTarget\];$/),
    ]);
    expect(readdirSync(join(copy.root, "generator/targets/stub")).sort()).toEqual(readdirSync(stubFolder).sort());
  });

  it("type-checks against the contract, its package names merged into PackageNames", async () => {
    const config = join(copy.root, "tsconfig.stub.json");
    writeFileSync(
      config,
      JSON.stringify({
        extends: "./tsconfig.json",
        // The ambient declarations the generator keeps beside its code (text imports, data modules).
        include: ["generator/targets/index.ts", "generator/**/*.d.ts"],
        exclude: [],
      }),
    );
    const checked = await exec(join(projectRoot, "node_modules/.bin/tsc"), ["-p", config], { cwd: copy.root }).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? "tsc failed",
    );
    expect(checked).toBe("");
  }, 120_000);

  it("is written by cardc gen, its fixed part at a path named by the package, and gen --check is green", async () => {
    settle({});
    const generated = await cardc(work, "gen");
    expect(generated.code, generated.output).toBe(0);
    // urn:cardc:test:minimal, by the stub's own derivation: cardc.test.minimal, in stub/cardc/test/minimal/.
    const folder = join(work, "generated/stub/cardc/test/minimal");
    expect(readFileSync(join(folder, "types.txt"), "utf8")).toMatch(/^Level\nNote\nCard\n$/m);
    expect(readFileSync(join(folder, "prelude.stub"), "utf8")).toBe(
      readFileSync(join(stubFolder, "prelude.stub"), "utf8"),
    );
    const checked = await cardc(work, "gen", "--check");
    expect(checked.code, checked.output).toBe(0);
  });

  it("takes its package name from its own cardc.packages key, held to its own rule with a located diagnostic", async () => {
    settle({ packages: { stub: "acme.notes" } });
    expect((await cardc(work, "gen")).code).toBe(0);
    expect(existsSync(join(work, "generated/stub/acme/notes/types.txt"))).toBe(true);
    settle({ packages: { stub: "Acme Notes" } });
    const refused = await cardc(work, "gen");
    expect(refused.code).toBe(2);
    expect(refused.output).toContain(
      'package.json: cardc.packages.stub "Acme Notes": a stub package name is lowercase words joined by dots',
    );
    settle({ packages: { stubb: "acme.notes" } });
    expect((await cardc(work, "gen")).output).toContain(
      'package.json: cardc.packages.stubb is not a package name any target takes; did you mean "stub"?',
    );
  });

  it("is held to by the checks, which name it", async () => {
    settle({});
    const vocabulary = { ...minimal, types: { ...minimal.types, Forbidden: { doc: "A stub keyword.", enum: ["a"] } } };
    const schema = join(work, "forbidden.json");
    writeFileSync(schema, JSON.stringify(vocabulary));
    const checked = await cardc(work, "gen", "--schema", schema, "--out", "forbidden");
    expect(checked.code).toBe(2);
    expect(checked.output).toContain('found type name "Forbidden", reserved in Stub; expected another name');
    expect(existsSync(join(work, "forbidden"))).toBe(false);
  });

  it("passes its gate over the tree it wrote", async () => {
    settle({});
    expect((await cardc(work, "gen")).code).toBe(0);
    const registry = (await import(join(copy.root, "generator/targets/index.ts"))) as { targets: readonly Target[] };
    const stub = registry.targets.find((target) => target.id === "stub");
    expect(stub?.gates.map((gate) => gate.name)).toEqual(["no empty listing"]);
    for (const gate of stub?.gates ?? []) expect(await stubGateProblem(gate, join(work, "generated"))).toBe("");
    writeFileSync(join(work, "generated/stub/cardc/test/minimal/empty.txt"), "");
    for (const gate of stub?.gates ?? [])
      expect(await stubGateProblem(gate, join(work, "generated"))).toContain("empty.txt");
  });

  it("is packed by cardc dist when chosen alone, and left out when not chosen", async () => {
    settle({ targets: ["stub"] });
    expect((await cardc(work, "gen")).code).toBe(0);
    expect(readdirSync(join(work, "generated")).filter((name) => ["go", "rust", "python"].includes(name))).toEqual([]);
    const packed = await cardc(work, "dist");
    expect(packed.code, packed.output).toBe(0);
    expect(readdirSync(join(work, "dist/packages"))).toEqual(["stub"]);
    expect(readFileSync(join(work, "dist/packages/stub/cardc.test.minimal/types.txt"), "utf8")).toContain("Card");

    settle({ targets: ["go"] });
    expect((await cardc(work, "gen")).code).toBe(0);
    expect(readdirSync(join(work, "generated"))).not.toContain("stub");
    // Left out, its keyword is a name like any other.
    const vocabulary = { ...minimal, types: { ...minimal.types, Forbidden: { doc: "A stub keyword.", enum: ["a"] } } };
    writeFileSync(join(work, "forbidden.json"), JSON.stringify(vocabulary));
    const allowed = await cardc(work, "gen", "--schema", "forbidden.json", "--out", "forbidden");
    expect(allowed.code, allowed.output).toBe(0);
    const skipped = await cardc(work, "dist", "--skip", "nonesuch");
    expect(skipped.output).toContain("--skip nonesuch: not a package; expected npm, python, rust, go, stub");
  });
});
