/**
 * The checking commands as a CI runs them, each as a process in every `--format`: `gen` on an
 * invalid vocabulary, `gen --check` on a stale tree, `diff` on a change and `release-check` on an
 * understated version. The report alone is on stdout whatever the exit code (a shell redirect
 * catches `diff`'s on exit 1), the exit codes are those of text, JSON parses with control characters
 * in the names, GitHub annotations are the default under GITHUB_ACTIONS=true, and every SARIF log is
 * valid against the SARIF 2.1.0 schema (the copy @microsoft/jest-sarif ships, read offline). The
 * schema is draft-04 but uses no keyword draft-07 reads otherwise, so Ajv checks it; one of its
 * patterns is not a valid Unicode-mode regular expression, so patterns are compiled without the u flag.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardcArgs, cardcEnv, stackFrame } from "../support/cli-process.js";
import { diffFixture, git } from "../support/git.js";

const sarifSchemaPath = createRequire(import.meta.url).resolve(
  "@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json",
);

interface JsonReport {
  command: string;
  ok: boolean;
  diagnostics: {
    code: string;
    severity: string;
    message: string;
    file: string | null;
    line: number | null;
    column: number | null;
    pointer: string | null;
    hint?: string;
  }[];
}

let work: string;

const validateSarif = (() => {
  const {
    $schema: _draft,
    id: _id,
    ...schema
  } = JSON.parse(readFileSync(sarifSchemaPath, "utf8")) as Record<string, unknown>;
  // Formats (uri, date-time) are not checked: Ajv needs ajv-formats for them.
  return new Ajv({ strict: false, unicodeRegExp: false, validateFormats: false }).compile(schema);
})();

function cardc(args: readonly string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, cardcArgs(...args), { cwd: work, env: cardcEnv(env), encoding: "utf8" });
  expect(result.stderr).not.toMatch(stackFrame);
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function expectValidSarif(text: string): SarifLog {
  const log = JSON.parse(text) as SarifLog;
  expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
  expect(log.version).toBe("2.1.0");
  expect(log.runs).toHaveLength(1);
  expect(log.runs[0]?.tool.driver.name).toBe("cardc");
  return log;
}

interface SarifLog {
  version: string;
  runs: {
    tool: { driver: { name: string; rules: { id: string }[] } };
    results: {
      ruleId: string;
      level: string;
      message: { text: string };
      locations?: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }[];
    }[];
  }[];
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-formats-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("gen on an invalid vocabulary", () => {
  const hostile = "B\u001b[31m\u0007\r\n::error::forged,%0A:x";
  beforeAll(() => {
    mkdirSync(join(work, "bad"), { recursive: true });
    const type = JSON.stringify(hostile);
    writeFileSync(
      join(work, "bad", "cards.json"),
      `{ "id": "urn:cardc:x", "doc": "x", "types": { "A": { "doc": "a", "fields": { "f": { "type": ${type}, "doc": "f" } } } } }\n`,
    );
  });
  const gen = (...format: string[]) => cardc(["gen", "--schema", "bad/cards.json", "--out", "bad/out", ...format]);

  it("writes one JSON document of located diagnostics, valid with control characters in a name", () => {
    const result = gen("--format", "json");
    expect(result.code).toBe(2);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report).toMatchObject({ command: "gen", ok: false });
    expect(report.diagnostics).toEqual([
      {
        code: "CARD_BAD_TYPE_EXPRESSION",
        severity: "error",
        message: expect.stringContaining(`found type "${hostile}"`) as unknown,
        file: "bad/cards.json",
        line: 1,
        column: 95,
        pointer: "/types/A/fields/f/type",
      },
    ]);
    // The text report is still there for a person, on stderr.
    expect(result.stderr).toContain("bad/cards.json:1:95 error CARD_BAD_TYPE_EXPRESSION");
  });

  it("writes GitHub annotations a name cannot forge, and chooses them under GITHUB_ACTIONS=true", () => {
    const result = gen("--format", "github");
    expect(result.code).toBe(2);
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^::error file=bad\/cards\.json,line=1,col=95,title=CARD_BAD_TYPE_EXPRESSION::\S/);
    // The name's CR, LF and controls are visible escapes, its % is escaped, and its "::" stays in the message.
    expect(lines[0]).toContain("B\\u001b[31m\\u0007\\u000d\\u000a::error::forged,%250A:x");
    expect(lines[0]).toContain("%0Aat /types/A/fields/f/type");
    expect(cardc(["gen", "--schema", "bad/cards.json", "--out", "bad/out"], { GITHUB_ACTIONS: "true" }).stdout).toBe(
      result.stdout,
    );
  });

  it("writes a SARIF log whose result is at the diagnostic's place", () => {
    const result = gen("--format", "sarif");
    expect(result.code).toBe(2);
    const log = expectValidSarif(result.stdout);
    expect(log.runs[0]?.tool.driver.rules).toEqual([{ id: "CARD_BAD_TYPE_EXPRESSION" }]);
    expect(log.runs[0]?.results[0]).toMatchObject({
      ruleId: "CARD_BAD_TYPE_EXPRESSION",
      level: "error",
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: "bad/cards.json" }, region: { startLine: 1, startColumn: 95 } },
        },
      ],
    });
  });

  it("reports an output folder it cannot write as a finding, with exit 73", () => {
    const valid = join(work, "unwritable");
    mkdirSync(valid);
    writeFileSync(join(valid, "cards.json"), `{ "id": "urn:cardc:x", "doc": "x", "types": {} }\n`);
    // Not a folder: gen replaces a folder, so it writes nothing here.
    writeFileSync(join(valid, "out"), "a file where the output folder goes\n");
    const result = cardc(["gen", "--schema", "unwritable/cards.json", "--out", "unwritable/out", "--format", "json"]);
    expect(result.code).toBe(73);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.diagnostics).toEqual([
      expect.objectContaining({ code: "CARDC_CANNOT_WRITE", file: "unwritable/out/", line: null }),
    ]);
    expect(report.diagnostics[0]?.message).toMatch(/^cannot write the output \(ENOTDIR/);
  });

  it("refuses an unknown format with exit 64", () => {
    const result = gen("--format", "xml");
    expect(result.code).toBe(64);
    expect(result.stderr).toContain('unknown --format "xml"; expected text, json, github, sarif');
  });
});

describe("gen --check on a stale tree", () => {
  beforeAll(() => {
    mkdirSync(join(work, "stale"), { recursive: true });
    copyFileSync(diffFixture("variant-removed", "before.json"), join(work, "stale", "cards.json"));
    expect(cardc(["gen", "--schema", "stale/cards.json", "--out", "stale/out"]).code).toBe(0);
    writeFileSync(join(work, "stale", "out", "orphan.txt"), "x\n");
    const types = join(work, "stale", "out", "types.ts");
    const lines = readFileSync(types, "utf8").split("\n");
    lines[4] = `${lines[4] ?? ""} // edited`;
    writeFileSync(types, lines.join("\n"));
  });
  const check = (format: string) =>
    cardc(["gen", "--check", "--schema", "stale/cards.json", "--out", "stale/out", "--format", format]);

  it("names every stale and orphaned file as a finding, a stale one at its first changed line", () => {
    const result = check("json");
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.ok).toBe(false);
    expect(report.diagnostics.map(({ code, file, line }) => [code, file, line])).toEqual([
      ["CARDC_STALE", "stale/out/types.ts", 5],
      ["CARDC_ORPHANED", "stale/out/orphan.txt", null],
    ]);
    expect(report.diagnostics[0]?.hint).toBe("run `cardc gen` and commit the result");
  });

  it("annotates them for GitHub and logs them in SARIF", () => {
    expect(check("github").stdout).toMatch(/^::error file=stale\/out\/types\.ts,line=5,col=1,title=CARDC_STALE::/);
    const log = expectValidSarif(check("sarif").stdout);
    expect(log.runs[0]?.tool.driver.rules.map((rule) => rule.id)).toEqual(["CARDC_STALE", "CARDC_ORPHANED"]);
  });

  it("says an up-to-date tree is ok", () => {
    cardc(["gen", "--schema", "stale/cards.json", "--out", "stale/out"]);
    const result = check("json");
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ command: "gen", ok: true, diagnostics: [] });
    expect(result.stderr).toContain("stale/out/ is up to date");
  });
});

describe("diff and release-check on a change", () => {
  let repo: string;
  beforeAll(() => {
    repo = join(work, "repo");
    mkdirSync(repo);
    copyFileSync(diffFixture("variant-removed", "before.json"), join(repo, "cards.json"));
    writeFileSync(
      join(repo, "package.json"),
      `{ "name": "x", "version": "0.1.0", "cardc": { "schema": "cards.json" } }\n`,
    );
    git(repo, "init", "-q");
    git(repo, "add", ".");
    git(repo, "commit", "-qm", "first version");
    git(repo, "tag", "v0.1.0");
    copyFileSync(diffFixture("variant-removed", "after.json"), join(repo, "cards.json"));
  });
  const inRepo = (args: readonly string[], env: Record<string, string> = {}) => {
    const result = spawnSync(process.execPath, cardcArgs(...args), { cwd: repo, env: cardcEnv(env), encoding: "utf8" });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it("leaves diff's JSON report in the file stdout is redirected to, on exit 1", () => {
    const result = spawnSync(
      "sh",
      [
        "-c",
        `"${process.execPath}" "$@" > r.json`,
        "sh",
        ...cardcArgs("diff", "--against", "HEAD", "--replay", "none", "--format", "json"),
      ],
      {
        cwd: repo,
        env: cardcEnv(),
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(1);
    const report = JSON.parse(readFileSync(join(repo, "r.json"), "utf8")) as JsonReport & { changes: unknown[] };
    expect(report).toMatchObject({ command: "diff", ok: false });
    expect(report.changes).toHaveLength(2);
    expect(report.diagnostics.map(({ code, severity, line, column }) => [code, severity, line, column])).toEqual([
      ["variant-removed", "error", 56, 19],
      ["removed-without-deprecation", "warning", 56, 19],
    ]);
  });

  it("prints diff's text report on stdout on exit 1", () => {
    const result = inRepo(["diff", "--against", "HEAD", "--replay", "none"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("cards.json:56:19 wire variant-removed");
    expect(result.stderr).toBe("");
  });

  it("annotates diff's changes for GitHub and logs them in SARIF", () => {
    const github = inRepo(["diff", "--against", "HEAD", "--replay", "none"], { GITHUB_ACTIONS: "true" });
    expect(github.stdout).toMatch(/^::error file=cards\.json,line=56,col=19,title=variant-removed::wire: /);
    const log = expectValidSarif(inRepo(["diff", "--against", "HEAD", "--replay", "none", "--format", "sarif"]).stdout);
    expect(log.runs[0]?.results.map((result) => [result.ruleId, result.level])).toEqual([
      ["variant-removed", "error"],
      ["removed-without-deprecation", "warning"],
    ]);
  });

  it("reports release-check's understated version in every machine format", () => {
    const json = inRepo(["release-check", "--replay", "none", "--format", "json"]);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as JsonReport;
    expect(report).toMatchObject({ command: "release-check", ok: false });
    expect(report.diagnostics.map(({ code, file }) => [code, file])).toEqual([
      ["CARDC_VERSION_TOO_LOW", "package.json"],
    ]);
    expect(inRepo(["release-check", "--replay", "none", "--format", "github"]).stdout).toMatch(
      /^::error file=package\.json,title=CARDC_VERSION_TOO_LOW::/,
    );
    expectValidSarif(inRepo(["release-check", "--replay", "none", "--format", "sarif"]).stdout);
  });

  it("reports package.json settings it cannot use as a finding", () => {
    const settings = join(work, "settings");
    mkdirSync(settings);
    writeFileSync(join(settings, "package.json"), `{ "name": "x", "version": "one" }\n`);
    const result = spawnSync(process.execPath, cardcArgs("gen", "--check", "--format", "json"), {
      cwd: settings,
      env: cardcEnv(),
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.diagnostics.map(({ code, file }) => [code, file])).toEqual([["CARDC_SETTINGS", "package.json"]]);
  });

  it("reports an output folder that would hold the project as a finding, from package.json or --out", () => {
    const project = join(work, "out-here");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), `{ "name": "x", "version": "0.1.0", "cardc": { "out": "." } }\n`);
    const run = (...args: string[]) =>
      spawnSync(process.execPath, cardcArgs("gen", ...args), { cwd: project, env: cardcEnv(), encoding: "utf8" });
    const fromSettings = run("--format", "json");
    expect(fromSettings.status).toBe(2);
    const settingsReport = JSON.parse(fromSettings.stdout) as JsonReport;
    expect(settingsReport.diagnostics.map(({ code, file }) => [code, file])).toEqual([
      ["CARDC_SETTINGS", "package.json"],
    ]);
    const fromCommandLine = run("--out", "..", "--format", "sarif");
    expect(fromCommandLine.status).toBe(64);
    const log = expectValidSarif(fromCommandLine.stdout);
    expect(log.runs[0]?.results.map((result) => result.ruleId)).toEqual(["CARDC_OUT_FOLDER"]);
    expect(readFileSync(join(project, "package.json"), "utf8")).toContain('"out": "."');
  });
});
