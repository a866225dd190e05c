/**
 * `cardc scaffold` in a copy of the project, on bridges of a vocabulary of its own
 * (`test/scaffold/cards.json`, generated into `sample-generated/`), so a card added to the
 * project's schema changes nothing here. Each fixture bridge is compared byte for byte with its
 * expected text (rewritten by `pnpm test:update`):
 * - a bridge unlike the sample: four-space indentation, no trailing commas, an empty nested arms
 *   object, a whole nested union missing, one-line arms, no type arguments, and an import of the
 *   skeleton that does not export the variant types, and a recursive bridge's arms given in a
 *   second call (`defineBlockBridge<null, string>()({ … })`);
 * - a bridge as prettier writes it, with one-line objects: the result is still exactly what
 *   prettier writes, so the stubs are laid out like their neighbours;
 * - calls under `// @ts-expect-error` (missing arms on purpose) are left byte for byte, and so is
 *   the project's own `test/types/bridge.types.ts`;
 * - a bridge in `test/` is touched only when that folder is named.
 * The stubbed project then typechecks up to the stubs' own errors, and a second run is a no-op.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format } from "prettier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject, projectRoot, runCardc, typecheckProject } from "../support/project-copy.js";

const fixture = new URL("../scaffold/", import.meta.url).pathname;
const hosts = "runtime/sample-hosts";
const fourSpace = `${hosts}/four-space.ts`;
const prettierStyled = `${hosts}/prettier-styled.ts`;
const deliberate = `${hosts}/deliberate.ts`;
const inTests = "test/sample-bridge.ts";
const typeTests = "test/types/bridge.types.ts";

let copy: ReturnType<typeof copyProject>;
const read = (path: string) => readFileSync(join(copy.root, path), "utf8");
const fixtureText = (name: string) => readFileSync(join(fixture, name), "utf8");
const scaffold = (...folders: string[]) => runCardc(copy.root, "scaffold", ...folders);

/** Compares a scaffolded file with its expected text, rewriting that under CARDC_UPDATE_GOLDEN=1. */
function expectGolden(path: string, expectedName: string): void {
  if (process.env["CARDC_UPDATE_GOLDEN"] === "1") writeFileSync(join(fixture, expectedName), read(path));
  expect(read(path)).toBe(fixtureText(expectedName));
}

beforeAll(async () => {
  copy = copyProject("cardc-scaffold-");
  await runCardc(copy.root, "gen", "--schema", join(fixture, "cards.json"), "--out", "sample-generated");
  mkdirSync(join(copy.root, hosts));
  writeFileSync(join(copy.root, fourSpace), fixtureText("four-space-bridge.ts.txt"));
  writeFileSync(join(copy.root, prettierStyled), fixtureText("prettier-bridge.ts.txt"));
  writeFileSync(join(copy.root, deliberate), fixtureText("deliberate-bridge.ts.txt"));
  mkdirSync(join(copy.root, "test/types"), { recursive: true });
  writeFileSync(join(copy.root, inTests), fixtureText("test-folder-bridge.ts.txt"));
  cpSync(join(projectRoot, typeTests), join(copy.root, typeTests));
}, 120_000);
afterAll(() => copy.remove());

describe("cardc scaffold", { timeout: 180_000 }, () => {
  let report: string;

  it("inserts typed, failing stubs in the file's own style and changes nothing else", async () => {
    report = await scaffold();
    expect(report).toContain(
      `${fourSpace}: added stub arms for "search", "web.query", "web.page", "known.image", "known.image"`,
    );
    expectGolden(fourSpace, "four-space-bridge.expected.ts.txt");
  });

  it("lays the stubs out as prettier does in a file prettier wrote, one-line objects included", async () => {
    expect(report).toContain(
      `${prettierStyled}: added stub arms for "note", "search.paths", "web.page", "known.image"`,
    );
    expectGolden(prettierStyled, "prettier-bridge.expected.ts.txt");
    const text = read(prettierStyled);
    expect(await format(text, { parser: "typescript", printWidth: 120, filepath: prettierStyled })).toBe(text);
  });

  it("leaves a call under @ts-expect-error as it is, and says so", () => {
    expect(read(deliberate)).toBe(fixtureText("deliberate-bridge.ts.txt"));
    expect(report).toContain(
      `not scaffolded: ${deliberate}: defineOutcomeBridge at line 3 is under // @ts-expect-error`,
    );
    expect(report).toContain(
      `not scaffolded: ${deliberate}: defineOutcomeBridge at line 10 is under // @ts-expect-error`,
    );
  });

  it("touches tests only when their folder is named, and never a call under @ts-expect-error there", async () => {
    expect(read(inTests)).toBe(fixtureText("test-folder-bridge.ts.txt"));
    expect(report).not.toContain("test/");
    const typeTestsBefore = read(typeTests);
    const named = await scaffold("test");
    expect(named).toContain(`${inTests}: added stub arms for "web"`);
    expect(read(typeTests)).toBe(typeTestsBefore);
    expect(named).not.toContain(`${typeTests}: added`);
  });

  it("leaves the typecheck failing only at the stubs", async () => {
    const { output } = await typecheckProject(copy.root);
    const errors = output.split("\n").filter((line) => line.includes("error TS"));
    const stubErrors = (path: string, types: string[]) =>
      types.map((type) => `${path}: error TS2322: Type '${type}' is not assignable to type 'never'.`);
    expect(errors.map((line) => line.replace(/\(\d+,\d+\)/, ""))).toEqual([
      ...stubErrors(fourSpace, [
        "WebQueryOutcome",
        "WebPageOutcome",
        "SearchMatchesOutcome",
        "SearchPathsOutcome",
        "ImageBlock",
        "ImageBlock",
      ]),
      ...stubErrors(prettierStyled, ["SearchPathsOutcome", "WebPageOutcome", "NoteOutcome", "ImageBlock"]),
      ...stubErrors(inTests, ["WebQueryOutcome", "WebPageOutcome"]),
    ]);
  });

  it("changes nothing on a second run", async () => {
    const before = [fourSpace, prettierStyled, deliberate, inTests].map(read);
    // The count covers every bridge under runtime/ and test/, which grows with each host.
    expect(await scaffold("test")).toMatch(/every bridge has all its arms \(\d+ checked\)\./);
    expect([fourSpace, prettierStyled, deliberate, inTests].map(read)).toEqual(before);
  });

  it("is listed and explains itself", async () => {
    expect(await runCardc(copy.root, "--help")).toMatch(/scaffold +insert a failing stub arm/);
    expect(await runCardc(copy.root, "scaffold", "--help")).toContain("usage: cardc scaffold");
  });
});
