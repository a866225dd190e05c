/**
 * A fifth target language, added as `docs/add-a-language.md` says, in a scratch copy of the project:
 * the stub's three files are the page's own code blocks, and the one line is its entry in
 * `generator/targets/index.ts`. With the compiler built there, the artifact list writes the stub's
 * file, the checks hold type names to its naming (a message names the language), and `cardc dist`
 * packs it, each without any other edit.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyWholeProject, projectRoot } from "../support/project-copy.js";

const exec = promisify(execFile);
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

beforeAll(async () => {
  copy = copyWholeProject("cardc-fifth-language-");
  work = mkdtempSync(join(tmpdir(), "cardc-fifth-language-work-"));
  const page = readFileSync(join(projectRoot, "docs/add-a-language.md"), "utf8");
  for (const match of page.matchAll(/^```ts (generator\/targets\/stub\/[a-z-]+\.ts)\n([\s\S]*?)^```$/gm)) {
    const path = join(copy.root, match[1] ?? "");
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, match[2] ?? "");
  }
  const index = join(copy.root, "generator/targets/index.ts");
  const listed = readFileSync(index, "utf8")
    .replace(
      /^(import type \{ Target \} from "\.\/shared\/target\.js";)$/m,
      `$1\nimport { stubTarget } from "./stub/target.js";`,
    )
    .replace(/(export const targets: readonly Target\[\] = \[[^\]]*)\];/, "$1, stubTarget];");
  expect(listed).toContain(", stubTarget];");
  writeFileSync(index, listed);
  await exec(process.execPath, [join(copy.root, "build/build.mjs")], { cwd: copy.root });
  mkdirSync(join(work, "schema"));
}, 300_000);
afterAll(() => {
  copy.remove();
  rmSync(work, { recursive: true, force: true });
});

describe("a fifth target language from docs/add-a-language.md", () => {
  it("is written by the artifact list", async () => {
    writeFileSync(join(work, "schema/cards.json"), readFileSync(join(projectRoot, "test/fixtures/minimal/cards.json")));
    const generated = await cardc(work, "gen");
    expect(generated.code, generated.output).toBe(0);
    expect(readFileSync(join(work, "generated/stub/types.txt"), "utf8")).toMatch(/^Level\nNote\nCard\n$/m);
  });

  it("is held to by the checks, which name it", async () => {
    const vocabulary = JSON.parse(readFileSync(join(projectRoot, "test/fixtures/minimal/cards.json"), "utf8")) as {
      types: Record<string, unknown>;
    };
    vocabulary.types["Forbidden"] = { doc: "A name the stub cannot spell.", enum: ["a"] };
    const schema = join(work, "forbidden.json");
    writeFileSync(schema, JSON.stringify(vocabulary));
    const checked = await cardc(work, "gen", "--schema", schema, "--out", "forbidden");
    expect(checked.code).toBe(2);
    expect(checked.output).toContain('found type name "Forbidden", reserved in Stub; expected another name');
    expect(existsSync(join(work, "forbidden"))).toBe(false);
  });

  it("is packed by cardc dist, and can be skipped like any other", async () => {
    const others = ["npm", "python", "rust", "go"].flatMap((folder) => ["--skip", folder]);
    const packed = await cardc(work, "dist", ...others);
    expect(packed.code, packed.output).toBe(0);
    expect(readFileSync(join(work, "dist/packages/stub/types.txt"), "utf8")).toContain("Card");
    const skipped = await cardc(work, "dist", ...others, "--skip", "stub", "--skip", "nonesuch");
    expect(skipped.output).toContain("--skip nonesuch: not a package; expected npm, python, rust, go, stub");
  });
});
