/**
 * Every host's rendering of the patterns and formats, run by that host's own engine on one table
 * of cases: Python's `re` (with `fullmatch`), Go's RE2 and the Rust crate's automaton, each through
 * the module-level definitions the generator writes into that host's package, and TypeScript's
 * through the same definitions evaluated as the validators module runs them. A rendering that
 * drifts from I-Regexp in one host fails here for that host alone.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { transformSync } from "esbuild";
import { go } from "../../generator/targets/go/syntax.js";
import { python } from "../../generator/targets/python/syntax.js";
import { rust } from "../../generator/targets/rust/syntax.js";
import { code, render } from "../../generator/emit/code.js";
import { hasLoneSurrogate } from "../../generator/model/lone-surrogate.js";
import { stringMatchers } from "../../generator/emit/string-matchers.js";
import { stringFormats } from "../../generator/pattern/string-formats.js";
import {
  emitGoMatchers,
  formatFunction,
  patternName as goPattern,
} from "../../generator/targets/go/string-matchers.js";
import {
  emitPythonMatchers,
  formatTest as pythonFormat,
  patternFails as pythonPatternFails,
} from "../../generator/targets/python/string-matchers.js";
import {
  emitRustMatchers,
  formatTest as rustFormat,
  patternTest as rustPattern,
} from "../../generator/targets/rust/string-matchers.js";
import {
  emitTypeScriptMatchers,
  formatTest as typeScriptFormat,
  patternTest as typeScriptPatternTest,
} from "../../generator/targets/typescript/string-matchers.js";
import rustPatternSource from "../../generator/targets/rust/pattern.rs?text";
import { formatCases } from "../unit/pattern/format-cases.js";
import { patternCases } from "../unit/pattern/pattern-cases.js";
import { cacheDir, goEnv, run, runOk, systemPython } from "../support/target-builds.js";

const dir = join(cacheDir, "pattern-engines");

/** Each check: which matcher (a pattern's index or a format), a text, and I-Regexp's verdict. */
type Matcher = { readonly pattern: string } | { readonly format: (typeof stringFormats)[number] };
const checks: { matcher: Matcher; text: string; expected: boolean }[] = [
  ...patternCases.flatMap(({ pattern, matches, refuses }) => [
    ...matches.map((text) => ({ matcher: { pattern }, text, expected: true })),
    ...refuses.map((text) => ({ matcher: { pattern }, text, expected: false })),
  ]),
  ...stringFormats.flatMap((format) => [
    ...formatCases[format].valid.map((text) => ({ matcher: { format }, text, expected: true })),
    ...formatCases[format].invalid.map((text) => ({ matcher: { format }, text, expected: false })),
  ]),
  // No host's JSON string holds a lone surrogate, so only the scalar-value texts go to every host.
].filter(({ text }) => !hasLoneSurrogate(text));

const matchers = stringMatchers(
  patternCases.map(({ pattern }) => pattern),
  stringFormats,
);
const expected = checks.map(({ expected }) => (expected ? "1" : "0")).join("");

beforeAll(() => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
});

describe("each host's engine gives I-Regexp's verdicts", () => {
  it("TypeScript, the definitions as the validators module holds them", async () => {
    const calls = checks.map(({ matcher, text }) =>
      "pattern" in matcher
        ? typeScriptPatternTest(matcher.pattern, code`${text}`).text
        : typeScriptFormat(matcher.format, code`${text}`).text,
    );
    const source = `${render(emitTypeScriptMatchers(matchers)).text}\nexport const verdicts = [${calls.join(", ")}].map(Number).join("");`;
    const javascript = transformSync(source, { loader: "ts" }).code;
    writeFileSync(join(dir, "verdicts.mjs"), javascript);
    const module = (await import(pathToFileURL(join(dir, "verdicts.mjs")).href)) as { verdicts: string };
    expect(module.verdicts).toBe(expected);
  });

  it("Python's re", { timeout: 60_000 }, async () => {
    const calls = checks.map(({ matcher, text }) =>
      "pattern" in matcher
        ? python.code`not (${pythonPatternFails(matcher.pattern, python.literal(text))})`
        : pythonFormat(matcher.format, python.literal(text)),
    );
    const program = [
      "import re",
      ...emitPythonMatchers(matchers).map((definition) => definition.text),
      `print("".join(str(int(verdict)) for verdict in [${calls.map((call) => call.text).join(", ")}]))`,
    ].join("\n\n\n");
    writeFileSync(join(dir, "verdicts.py"), `${program}\n`);
    const { stdout } = await runOk(systemPython, [join(dir, "verdicts.py")]);
    expect(stdout.trim()).toBe(expected);
  });

  it("Go's RE2", { timeout: 120_000 }, async () => {
    const calls = checks.map(({ matcher, text }) =>
      "pattern" in matcher
        ? go.code`${goPattern(matcher.pattern)}.MatchString(${text})`
        : go.code`${formatFunction(matcher.format)}(${text})`,
    );
    const program = [
      "package main",
      'import (\n\t"fmt"\n\t"regexp"\n)',
      go.render(emitGoMatchers(matchers)).text,
      "func main() {",
      `\tfor _, verdict := range []bool{${calls.map((call) => call.text).join(", ")}} {`,
      '\t\tif verdict {\n\t\t\tfmt.Print("1")\n\t\t} else {\n\t\t\tfmt.Print("0")\n\t\t}',
      "\t}\n}",
    ].join("\n\n");
    mkdirSync(join(dir, "go"), { recursive: true });
    writeFileSync(join(dir, "go/main.go"), `${program}\n`);
    writeFileSync(join(dir, "go/go.mod"), "module verdicts\n\ngo 1.19\n");
    const { stdout } = await runOk("go", ["run", "."], { cwd: join(dir, "go"), env: goEnv });
    expect(stdout.trim()).toBe(expected);
  });

  it("the Rust automaton", { timeout: 120_000 }, async () => {
    const calls = checks.map(({ matcher, text }) =>
      "pattern" in matcher
        ? rustPattern(matcher.pattern, rust.literal(text))
        : rustFormat(matcher.format, rust.literal(text)),
    );
    const program = [
      "mod pattern;",
      rust.render(emitRustMatchers(matchers)).text,
      "fn main() {",
      `    for verdict in [${calls.map((call) => call.text).join(", ")}] {`,
      '        print!("{}", u8::from(verdict));',
      "    }\n}",
    ].join("\n\n");
    writeFileSync(join(dir, "main.rs"), `${program}\n`);
    writeFileSync(join(dir, "pattern.rs"), rustPatternSource);
    await runOk("rustc", ["--edition", "2021", "-O", "-o", join(dir, "verdicts"), join(dir, "main.rs")]);
    const { stdout } = await run(join(dir, "verdicts"), []);
    expect(stdout.trim()).toBe(expected);
  });
});
