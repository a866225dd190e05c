/**
 * A project that chooses its targets in `package.json` (`"cardc": { "targets": ["typescript", "go"] }`),
 * run as its author runs `cardc`: a type named `async`, which Python and Rust reserve and TypeScript
 * and Go spell, is refused without the choice and taken with it; `gen` writes only the chosen
 * targets' files (and `go vet` passes the Go package), `gen --check` is green on that tree and calls a
 * leftover file of an unchosen target stale, `diff` compares without refusing the name, and `dist`
 * packs only the chosen targets.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli-process.js";
import { goEnv, root, run } from "../support/target-builds.js";

const minimal = JSON.parse(readFileSync(join(root, "test/fixtures/minimal/cards.json"), "utf8")) as {
  types: Record<string, unknown>;
};
/** The minimal vocabulary and a type only Python and Rust cannot name. */
const vocabulary = {
  ...minimal,
  types: { ...minimal.types, async: { doc: "When a note is sent.", enum: ["now", "later"] } },
};
const chosen = ["typescript", "go"];

let work: string;
let project: string;

function writeProject(targets: readonly string[] | undefined): void {
  const cardc = targets === undefined ? {} : { targets };
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "notes", version: "1.0.0", cardc }));
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-target-choice-"));
  project = join(work, "project");
  mkdirSync(join(project, "schema"), { recursive: true });
  writeFileSync(join(project, "schema/cards.json"), JSON.stringify(vocabulary, null, 2));
  // The npm package's modules import the runtime, which a project installs; here, the one the build wrote.
  mkdirSync(join(project, "node_modules/@cardc"), { recursive: true });
  symlinkSync(join(root, "dist/runtime-package"), join(project, "node_modules/@cardc/runtime"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a project without cardc.targets", () => {
  it("is refused for a type name Python and Rust reserve, naming both", async () => {
    writeProject(undefined);
    const refused = await runCli(["gen"], project);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('found type name "async", reserved in Python and Rust');
    expect(existsSync(join(project, "generated"))).toBe(false);
  });
});

describe('a project with "targets": ["typescript", "go"]', () => {
  it("gets the TypeScript and Go outputs only, and the Go package passes go vet", async () => {
    writeProject(chosen);
    const generated = await runCli(["gen"], project);
    expect(generated.code, generated.stderr).toBe(0);
    const top = readdirSync(join(project, "generated")).sort();
    expect(top).toEqual(expect.arrayContaining(["go", "types.ts", "validators.ts", "bridge.ts", "index.ts"]));
    expect(top.filter((name) => ["python", "rust"].includes(name))).toEqual([]);
    expect(readFileSync(join(project, "generated/types.ts"), "utf8")).toContain("export type async =");
    expect(readFileSync(join(project, "generated/go/cards.go"), "utf8")).toContain("type Async string");
    const vet = await run("go", ["vet", "./..."], {
      cwd: join(project, "generated/go"),
      env: { ...process.env, ...goEnv },
    });
    expect(vet.code, vet.stderr).toBe(0);
  });

  it("is green under gen --check, and a leftover file of an unchosen target is stale", async () => {
    const checked = await runCli(["gen", "--check"], project);
    expect(checked.code, checked.stderr).toBe(0);
    mkdirSync(join(project, "generated/rust"));
    writeFileSync(join(project, "generated/rust/Cargo.toml"), "");
    const stale = await runCli(["gen", "--check"], project);
    expect(stale.code).toBe(1);
    expect(`${stale.stdout}${stale.stderr}`).toContain("rust/Cargo.toml");
    rmSync(join(project, "generated/rust"), { recursive: true });
  });

  it("is compared by cardc diff without refusing the name", async () => {
    const before = join(work, "before.json");
    cpSync(join(project, "schema/cards.json"), before);
    const compared = await runCli(["diff", "--against", before], project);
    expect(compared.code, compared.stderr).toBe(0);
    writeProject(undefined);
    const refused = await runCli(["diff", "--against", before], project);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("reserved in Python and Rust");
    writeProject(chosen);
  });

  it("is packed by cardc dist for the chosen targets only", async () => {
    const packed = await runCli(["dist"], project);
    expect(packed.code, packed.stderr).toBe(0);
    expect(readdirSync(join(project, "dist/packages")).sort()).toEqual(["go", "npm"]);
    expect(readdirSync(join(project, "dist/packages/npm"))).toEqual(["cardc-test-minimal-1.0.0.tgz"]);
  });
});
