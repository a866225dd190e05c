/**
 * `cardc init` run as a user runs it, in a folder of its own: it writes a starter vocabulary that
 * `cardc gen` then compiles into every language, adds the settings, scripts and dev dependency to
 * `package.json` while keeping what the project had, and refuses — writing nothing — when the
 * project is set up already, its `package.json` is not an object, or the id is refused.
 */
import {
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
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compilerVersion } from "../../generator/cli/compiler-version.js";
import { projectRoot, runCli } from "../support/cli-process.js";

let root: string;
let project: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cardc-init-"));
  project = join(root, "My Cards");
  mkdirSync(project);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(project, path), "utf8");
const manifest = () => JSON.parse(read("package.json")) as Record<string, unknown>;

describe("cardc init in an empty folder", () => {
  it("writes a vocabulary gen compiles into every language, and a package.json that runs it", async () => {
    const init = await runCli(["init"], project);
    expect(init.stderr).toBe("");
    expect(init.code).toBe(0);
    expect(init.stdout).toContain("wrote schema/cards.json (vocabulary urn:my-cards:cards)");
    expect(manifest()).toEqual({
      name: "my-cards",
      version: "0.1.0",
      private: true,
      type: "module",
      scripts: { "cards:gen": "cardc gen", "cards:check": "cardc gen --check", "cards:dist": "cardc dist" },
      devDependencies: { cardc: `^${compilerVersion()}` },
      cardc: { schema: "schema/cards.json", out: "generated" },
    });

    const gen = await runCli(["gen"], project);
    expect(gen.stderr).toBe("");
    expect(gen.code).toBe(0);
    for (const path of [
      "generated/types.ts",
      "generated/cards.schema.json",
      "generated/rust/Cargo.toml",
      "generated/go/go.mod",
    ])
      expect(existsSync(join(project, path)), path).toBe(true);
    expect(read("generated/types.ts")).toContain("ProgressCard");
    expect((await runCli(["gen", "--check"], project)).code).toBe(0);
  });

  it("points $schema at the meta-schema the installed cardc package ships", async () => {
    expect((await runCli(["init", "--schema", "cards/tools.json"], project)).code).toBe(0);
    const { $schema } = JSON.parse(read("cards/tools.json")) as { $schema: string };
    const metaSchema = resolve(project, "cards", $schema);
    expect(metaSchema).toBe(join(project, "node_modules/cardc/schema/cards.schema.json"));
    // Installed: the package's published files hold the meta-schema at that path.
    mkdirSync(join(project, "node_modules"));
    symlinkSync(projectRoot, join(project, "node_modules/cardc"));
    expect(existsSync(metaSchema)).toBe(true);
    expect((manifest()["cardc"] as { schema: string }).schema).toBe("cards/tools.json");
  });

  it("takes the id from --id, and the name of an existing package.json otherwise", async () => {
    expect((await runCli(["init", "--id", "https://acme.example/notify/cards"], project)).code).toBe(0);
    expect(JSON.parse(read("schema/cards.json"))).toMatchObject({ id: "https://acme.example/notify/cards" });
    rmSync(join(project, "schema"), { recursive: true });
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "@acme/notify" }));
    expect((await runCli(["init"], project)).code).toBe(0);
    expect(JSON.parse(read("schema/cards.json"))).toMatchObject({ id: "urn:acme-notify:cards" });
  });
});

describe("cardc init in a project that has a package.json", () => {
  it("keeps its keys, their order, its indentation and a script of its own, and adds the rest", async () => {
    const own = {
      name: "tools",
      version: "2.0.0",
      scripts: { build: "tsc", "cards:gen": "make cards" },
      devDependencies: { cardc: "0.1.0" },
    };
    writeFileSync(join(project, "package.json"), `${JSON.stringify(own, null, 4)}\n`);
    const init = await runCli(["init", "--out", "src/cards"], project);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('kept your script "cards:gen", which runs something else');
    expect(init.stdout).not.toContain("dev dependency");
    const expected = {
      ...own,
      scripts: { ...own.scripts, "cards:check": "cardc gen --check", "cards:dist": "cardc dist" },
      cardc: { schema: "schema/cards.json", out: "src/cards" },
    };
    expect(read("package.json")).toBe(`${JSON.stringify(expected, null, 4)}\n`);
  });
});

describe("cardc init refuses, and writes nothing", () => {
  /** Every file under the project, with its text. */
  function snapshot(): Record<string, string> {
    const files: Record<string, string> = {};
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else files[path.slice(project.length + 1)] = readFileSync(path, "utf8");
      }
    };
    walk(project);
    return files;
  }

  it("when run again: the project is set up", async () => {
    expect((await runCli(["init"], project)).code).toBe(0);
    const before = snapshot();
    const again = await runCli(["init"], project);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('package.json already has "cardc" settings');
    expect(again.stderr).toContain("nothing was written");
    expect(snapshot()).toEqual(before);
  });

  it("when the schema exists", async () => {
    mkdirSync(join(project, "schema"));
    writeFileSync(join(project, "schema/cards.json"), "{ mine }");
    const run = await runCli(["init"], project);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("cardc init: schema/cards.json exists; nothing was written\n");
    expect(snapshot()).toEqual({ "schema/cards.json": "{ mine }" });
  });

  it.each([
    ["not JSON", "{ name: tools", /package\.json is not valid JSON/],
    ["not an object", "[1, 2]", /package\.json does not hold a JSON object/],
    ["scripts not an object", '{ "scripts": ["build"] }', /"scripts" is not an object/],
  ])("when package.json is %s", async (_case, text, message) => {
    writeFileSync(join(project, "package.json"), text);
    const run = await runCli(["init"], project);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(snapshot()).toEqual({ "package.json": text });
  });

  it("when the checker refuses the id", async () => {
    const run = await runCli(["init", "--id", ""], project);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'cardc init: the vocabulary id "" is refused: found an empty string for "id"; expected text; nothing was written\n',
    );
    expect(snapshot()).toEqual({});
  });

  it("when --out would hold the project", async () => {
    const run = await runCli(["init", "--out", "."], project);
    expect(run.code).toBe(64);
    expect(run.stderr).toContain("is the project's own folder");
    expect(snapshot()).toEqual({});
  });
});
