/**
 * The output folders `cardc` refuses before touching anything: the project itself, a folder above it,
 * one holding the schema or `package.json`, git's own folder or one in it, also when a link leads
 * there; and the ordinary folders it accepts.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOutFolderProblem, outFolderProblem } from "../../generator/cli/out-folder.js";

let root: string;
let project: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "cardc-out-folder-"));
  project = join(root, "project");
  mkdirSync(join(project, "schema"), { recursive: true });
  mkdirSync(join(project, ".git/objects"), { recursive: true });
  writeFileSync(join(project, "package.json"), "{}");
  writeFileSync(join(project, "schema/cards.json"), "{}");
  symlinkSync(project, join(root, "link-to-project"));
  symlinkSync(join(project, "schema"), join(project, "schema-link"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("outFolderProblem", () => {
  it.each([
    [".", "schema/cards.json", "is the project's own folder"],
    ["", "schema/cards.json", "is the project's own folder"],
    ["generated/..", "schema/cards.json", "is the project's own folder"],
    ["..", "schema/cards.json", "holds the project's folder"],
    ["/", "schema/cards.json", "holds the project's folder"],
    ["../link-to-project", "schema/cards.json", "is the project's own folder"],
    ["schema", "schema/cards.json", "holds the vocabulary schema/cards.json"],
    ["schema/cards.json", "schema/cards.json", "holds the vocabulary schema/cards.json"],
    ["schema-link", "schema/cards.json", "holds the vocabulary schema/cards.json"],
    ["vocab", "vocab/notes.json", "holds the vocabulary vocab/notes.json"],
    ["package.json", "schema/cards.json", "is the project's package.json"],
    [".git", "schema/cards.json", "is or lies in git's own folder, .git"],
    [".git/objects/generated", "schema/cards.json", "is or lies in git's own folder, .git"],
  ])("refuses --out %j with the schema at %j", (out, schema, problem) => {
    const resolvedOut = out.startsWith("/") ? out : join(project, out);
    expect(outFolderProblem(resolvedOut, project, join(project, schema))).toBe(problem);
  });

  it.each([
    ["generated", "schema/cards.json"],
    ["out/generated", "schema/cards.json"],
    ["schema/generated", "schema/cards.json"],
    ["../elsewhere", "schema/cards.json"],
    ["git", "schema/cards.json"],
    ["generated", "../shared/cards.json"],
  ])("accepts --out %j with the schema at %j", (out, schema) => {
    expect(outFolderProblem(join(project, out), project, join(project, schema))).toBeUndefined();
  });
});

describe("outFolderProblem for dist's destination", () => {
  it("refuses one holding the output folder, and accepts one beside it", () => {
    const [schema, generated] = [join(project, "schema/cards.json"), join(project, "out/generated")];
    expect(outFolderProblem(join(project, "out"), project, schema, generated)).toBe(
      "holds the output folder out/generated",
    );
    expect(outFolderProblem(generated, project, schema, generated)).toBe("holds the output folder out/generated");
    expect(outFolderProblem(join(project, "dist/packages"), project, schema, generated)).toBeUndefined();
  });
});

describe("describeOutFolderProblem", () => {
  it("names where the folder was given", () => {
    const problem = "is the project's own folder";
    expect(describeOutFolderProblem(".", "package.json", problem)).toMatch(
      /^package\.json: cardc\.out "\." is the project's own folder; .*; nothing was touched$/,
    );
    expect(describeOutFolderProblem(".", "command line", problem)).toMatch(/^--out "\." is the project's own folder; /);
    const fromDefault = describeOutFolderProblem("generated", "default", problem);
    expect(fromDefault).toMatch(/^the default output folder "generated" is the project's own folder; /);
    // The refused default is not offered back as the example.
    expect(fromDefault).toContain("pass --out with a folder of its own");
    expect(fromDefault).not.toContain('such as "generated"');
  });
});
