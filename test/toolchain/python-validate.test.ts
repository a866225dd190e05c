/**
 * The generated Python `validate`, run as a host runs it (`python3 -S`: the standard library only):
 * the exact problem lines it reports (the pointer, the message, the variant the tags selected), that
 * each invalid vector gets the finding the TypeScript explainer reports, that every fixture's package
 * agrees with its own vectors, that a field typed as one variant has its tags checked, and that a
 * vocabulary naming its types after Python's built-ins still type-checks and validates.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { devNull } from "node:os";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { toolResultViewCards } from "../../generated/types.js";
import * as validators from "../../generated/validators.js";
import type { Validation } from "../../runtime/core/validation.js";
import { fixtureNames, fixtureOut, fixtureSource, readVectors } from "../support/fixture-trees.js";
import { generateOk, packageNamesOf, readRealSchema } from "../support/generate.js";
import { cacheDir, generatedDir, root, run, runOk, systemPython } from "../support/target-builds.js";

const verdictsScript = join(root, "generator/targets/python/harness/verdicts.py");
const pythonDir = join(cacheDir, "python-validate");
let casesWritten = 0;

interface Case {
  readonly type: string;
  /** The value as JSON text, so a case can hold what only Python's `json` reads (`NaN`, `Infinity`). */
  readonly json: string;
}

/** A generated tree, and the module its Python package is (its folder under `python/`). */
interface Tree {
  readonly dir: string;
  readonly module: string;
}

const generatedTree: Tree = { dir: generatedDir, module: packageNamesOf(readRealSchema()).pythonImport };

function fixtureTree(name: string): Tree {
  return { dir: fixtureOut(name), module: packageNamesOf(fixtureSource(name)).pythonImport };
}

/** The problems `validate` finds in each case, with the Python package of a generated tree. */
async function problemsOf(cases: readonly Case[], tree = generatedTree): Promise<string[][]> {
  const file = join(pythonDir, `cases-${(casesWritten += 1)}.json`);
  const vectors = cases.map(
    (item, index) => `{"id": "${index}", "type": ${JSON.stringify(`0:${item.type}`)}, "value": ${item.json}}`,
  );
  writeFileSync(file, `[${vectors.join(",\n")}]`);
  // The package of one tree, as the batch of one vocabulary the verdict program reads.
  const batch = `${file}.batch.json`;
  writeFileSync(batch, JSON.stringify([{ path: join(tree.dir, "python"), module: tree.module }]));
  const { stdout } = await runOk(systemPython, ["-S", verdictsScript, "generated", batch, file]);
  return stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => (JSON.parse(line) as { problems: string[] }).problems);
}

async function expectProblems(cases: readonly (readonly [Case, string[]])[], tree?: Tree): Promise<void> {
  const found = await problemsOf(
    cases.map(([item]) => item),
    tree,
  );
  expect(found).toEqual(cases.map(([, problems]) => problems));
}

/** Runs Python lines with a generated tree's package imported as `vocabulary`; the last stderr line too. */
async function runWithPackage(tree: Tree, program: readonly string[]) {
  const lines = ["import sys", "sys.path.insert(0, sys.argv[1])", `import ${tree.module} as vocabulary`, ...program];
  const result = await run(systemPython, ["-S", "-c", lines.join("\n"), join(tree.dir, "python")]);
  return { ...result, lastError: result.stderr.trimEnd().split("\n").at(-1) };
}

function typed(type: string): (value: unknown) => Case {
  return (value) => ({ type, json: JSON.stringify(value) });
}

beforeAll(() => mkdirSync(pythonDir, { recursive: true }));

describe("the Python validate", () => {
  const card = typed("ToolResultView");
  const read = { card: "read", path: "a.ts", offset: 1, lines: [], totalLines: 1 };
  const fetch = { card: "web", kind: "fetch", url: "https://example.com/", statusCode: 200, truncated: false };
  const allCards = toolResultViewCards.map((tag) => JSON.stringify(tag)).join(", ");

  it("reports each problem at its JSON Pointer, naming the variant the tags selected", async () => {
    await expectProblems([
      [
        card({
          card: "search",
          shape: "matches",
          files: [{ path: "a.ts", matches: [{ lineNumber: "3", line: "x" }] }],
          truncated: false,
          total: 1,
        }),
        ['/files/0/matches/0/lineNumber: must be integer (found "3"), in card "search" shape "matches"'],
      ],
      [card({ title: "t" }), [`/card: must be one of ${allCards} (missing)`]],
      [card({ card: "no such card" }), [`/card: must be one of ${allCards} (found "no such card")`]],
      [
        card({ card: "search", paths: [], truncated: false, total: 0 }),
        ['/shape: must be one of "matches", "paths" (missing), in card "search"'],
      ],
      [card({ card: "generic", title: "t", colour: "red" }), ['/colour: is not allowed, in card "generic"']],
      [card({ card: "generic", "a/b~c": 1 }), ['/a~1b~0c: is not allowed, in card "generic"']],
      [
        card({ ...fetch, statusCode: true }),
        ['/statusCode: must be integer (found boolean), in card "web" kind "fetch"'],
      ],
      [card({ ...fetch, statusCode: 600 }), ['/statusCode: must be <= 599, in card "web" kind "fetch"']],
      [
        { type: "ToolResultView", json: JSON.stringify(read).replace('"offset":1', '"offset":NaN') },
        ['/offset: must be integer (found nan), in card "read"'],
      ],
      [card({ card: "generic", title: null }), ['/title: must be string (found null), in card "generic"']],
      [
        card({ card: "terminal", exitCode: 0, signal: "SIGTERM" }),
        ['/signal: is not allowed together with /exitCode, in card "terminal"'],
      ],
      [card([read]), ["value: must be object (found array)"]],
      [card(read), []],
    ]);
  });

  it("reports every problem of a value in the check plan's order: missing keys, unknown keys, then fields", async () => {
    await expectProblems([
      [
        card({ card: "read", offset: 0, lines: [{ number: 1, x: 2 }], totalLines: 1.5, x: 1 }),
        [
          '/path: is required, in card "read"',
          '/x: is not allowed, in card "read"',
          '/offset: must be >= 1, in card "read"',
          '/lines/0/text: is required, in card "read"',
          '/lines/0/x: is not allowed, in card "read"',
          '/totalLines: must be integer (found number 1.5), in card "read"',
        ],
      ],
    ]);
  });

  it("names only the checked value's own variant for a union inside a field, and lets an open one through", async () => {
    await expectProblems([
      [
        card({ card: "generic", content: [{ type: "text", text: 1 }, { type: 5 }] }),
        [
          '/content/0/text: must be string (found integer 1), in card "generic"',
          '/content/1/type: must be a string (found integer 5), in card "generic"',
        ],
      ],
      [typed("ToolResult")({ content: [{ type: "audio", any: 1 }], isError: false }), []],
      [
        typed("ToolCallKind")("nope"),
        [
          'value: must be one of "read", "edit", "delete", "move", "search", "execute", "fetch", "other" (found "nope")',
        ],
      ],
      [typed("ToolCallKind")(1), ["value: must be string (found integer 1)"]],
    ]);
  });

  it("raises a short ValueError naming the known types for an unknown type name", async () => {
    const result = await runWithPackage(generatedTree, ["vocabulary.validate({}, 'Card')"]);
    expect(result.code).toBe(1);
    expect(result.lastError).toBe(
      "ValueError: unknown type name 'Card'; expected one of ToolCallKind, FileLocation, FileDiff, ReadFileLine, " +
        "SearchLineMatch, SearchFileMatches, WebSource, ContentBlock, ToolResult, ToolCallView, ToolResultView",
    );
  });

  it("names, for every invalid vector, the path, message and variant the TypeScript explainer names first", async () => {
    const invalid = readVectors(generatedDir).filter((vector) => !vector.valid);
    const found = await problemsOf(invalid.map((vector) => typed(vector.type)(vector.value)));
    const explainers = validators as unknown as Record<string, (value: unknown) => Validation<unknown>>;
    const missed = invalid.flatMap((vector, index) => {
      const result = explainers[`validate${vector.type}`]?.(vector.value);
      const first = result?.ok === false ? result.errors[0] : undefined;
      if (first === undefined) return [`${vector.id}: TypeScript found nothing`];
      // Python adds what it found to a mismatch: `must be integer (found "3")`.
      const head = `${first.path === "" ? "value" : first.path}: ${first.message}`;
      const tail = first.variant === undefined ? "" : `, in ${first.variant}`;
      const problems = found[index] ?? [];
      const named = problems.some(
        (problem) => problem === head + tail || (problem.startsWith(`${head} (`) && problem.endsWith(`)${tail}`)),
      );
      return named ? [] : [`${vector.id}: TypeScript "${head}${tail}", Python ${JSON.stringify(problems)}`];
    });
    expect(missed).toEqual([]);
  });
});

describe("every fixture's Python package", () => {
  it.each(fixtureNames)("%s gives each of its vectors the expected verdict", async (name) => {
    const tree = fixtureTree(name);
    const vectors = readVectors(tree.dir);
    const found = await problemsOf(
      vectors.map((vector) => typed(vector.type)(vector.value)),
      tree,
    );
    const wrong = vectors.filter((vector, index) => (found[index]?.length === 0) !== vector.valid);
    expect(wrong.map((vector) => vector.id)).toEqual([]);
  });

  it("rejects what only Python can hold: nan and infinite numbers, True for an integer", async () => {
    await expectProblems(
      [
        [
          { type: "Point", json: '{"x": NaN, "y": -Infinity}' },
          ["/x: must be number (found nan)", "/y: must be number or null (found -inf)"],
        ],
        [{ type: "Point", json: '{"x": 1.5, "y": null}' }, []],
        [
          typed("View")({ card: "chart", shape: "scatter", points: [], exitCode: true }),
          ['/exitCode: must be integer (found boolean), in card "chart" shape "scatter"'],
        ],
        [
          typed("View")({
            card: "chart",
            shape: "line",
            series: [
              [
                { x: 1, y: 2 },
                { x: "1", y: 2 },
              ],
            ],
            origin: null,
          }),
          ['/series/0/1/x: must be number (found "1"), in card "chart" shape "line"'],
        ],
        // The field an exclusive pair's later field clashes with is named from the checked value, as its path is.
        [
          typed("Pinned")({
            line: { card: "chart", shape: "line", series: [], origin: null },
            chart: { card: "chart", shape: "scatter", points: [], exitCode: 1, signal: "SIGTERM" },
          }),
          ["/chart/signal: is not allowed together with /chart/exitCode"],
        ],
        // A field typed as a leaf variant lists its tags where the check plan puts them: a missing one first,
        // a wrong one after the object's unknown keys.
        [
          typed("Pinned")({
            line: { card: "chart", shape: "scatter", series: [], origin: null, zz: 1 },
            text: { text: 1 },
          }),
          [
            "/line/zz: is not allowed",
            '/line/shape: must be "line" (found "scatter")',
            "/text/type: is required",
            "/text/text: must be string (found integer 1)",
          ],
        ],
      ],
      fixtureTree("nested-open"),
    );
  });
});

describe("validate_json given binary text", () => {
  it("reads a bytearray and a memoryview as strict UTF-8, exactly as it reads bytes", async () => {
    // One line per encoding: the verdicts for bytes, bytearray and memoryview, which must be one.
    const result = await runWithPackage(generatedTree, [
      `text = '{"card": "generic", "title": "t"}'`,
      `encodings = [text.encode(), text.encode("utf-8-sig"), text.encode("utf-16"), text.encode("utf-32"), text.encode("utf-16-le"), b"\\xff"]`,
      "for data in encodings:",
      `    found = [vocabulary.validate_json(kind(data), "ToolResultView") for kind in (bytes, bytearray, memoryview)]`,
      "    print(found[0], all(each == found[0] for each in found))",
    ]);
    expect(result.stderr).toBe("");
    expect(result.stdout.split("\n")).toEqual([
      "[] True",
      "['value: is not JSON: Unexpected UTF-8 BOM (decode using utf-8-sig) at character 0'] True",
      "['value: is not UTF-8'] True",
      "['value: is not UTF-8'] True",
      "['value: is not JSON: Expecting property name enclosed in double quotes at character 1'] True",
      "['value: is not UTF-8'] True",
      "",
    ]);
  });
});

describe("a vocabulary with fields typed as variants, and a recursive record", () => {
  const vocabulary = JSON.stringify({
    id: "urn:cardc:test:variant-fields",
    doc: "Fields whose type is a variant or a nested union.",
    types: {
      Shape: {
        doc: "A shape.",
        tag: "kind",
        variants: {
          circle: { name: "Circle", doc: "A circle.", fields: { r: { type: "number", doc: "Radius." } } },
          polygon: {
            name: "Polygon",
            doc: "A polygon.",
            tag: "sides",
            variants: {
              three: { name: "Triangle", doc: "Three sides.", fields: {} },
              four: { name: "Square", doc: "Four sides.", fields: {} },
            },
          },
        },
      },
      Frame: {
        doc: "Holds one circle and perhaps a polygon.",
        fields: {
          circle: { type: "Circle", doc: "The circle." },
          polygon: { type: "Polygon", optional: true, doc: "The polygon." },
        },
      },
      Node: {
        doc: "A tree node.",
        fields: { children: { type: "Node[]", doc: "The node's children." } },
      },
    },
  });
  const tree: Tree = { dir: join(pythonDir, "variant-fields"), module: packageNamesOf(vocabulary).pythonImport };

  beforeAll(async () => {
    const { files } = await generateOk(vocabulary);
    for (const file of files.filter((candidate) => candidate.path.startsWith("python/"))) {
      mkdirSync(join(tree.dir, file.path, ".."), { recursive: true });
      writeFileSync(join(tree.dir, file.path), file.contents);
    }
  });

  it("check a variant-typed field's tags, then its fields", async () => {
    const frame = typed("Frame");
    const circle = { kind: "circle", r: 1 };
    await expectProblems(
      [
        [frame({ circle, polygon: { kind: "polygon", sides: "three" } }), []],
        [frame({ circle: { kind: "polygon", r: 1 } }), ['/circle/kind: must be "circle" (found "polygon")']],
        [frame({ circle: { r: 1 } }), ["/circle/kind: is required"]],
        [frame({ circle: { kind: "circle", r: "1" } }), ['/circle/r: must be number (found "1")']],
        [
          frame({ circle, polygon: { kind: "circle" } }),
          [
            '/polygon/kind: must be "polygon" (found "circle")',
            '/polygon/sides: must be one of "three", "four" (missing)',
          ],
        ],
        [
          frame({ circle, polygon: { kind: "polygon", sides: "five" } }),
          ['/polygon/sides: must be one of "three", "four" (found "five")'],
        ],
        [frame({ circle, polygon: { kind: "polygon", sides: "four", r: 1 } }), ["/polygon/r: is not allowed"]],
      ],
      tree,
    );
  });

  it("report a value that holds itself instead of raising", async () => {
    const result = await runWithPackage(tree, [
      "node = {'children': []}",
      "node['children'].append(node)",
      "print(vocabulary.validate(node, 'Node'))",
    ]);
    expect(result.stdout).toBe("['value: could not be read (RecursionError raised)']\n");
  });
});

describe("a vocabulary whose types are named after Python's built-ins and typing forms", () => {
  // `float`, `list`, `Literal`, `NotRequired`, `TypedDict`, `TypeAlias` and `Union` (test/fixtures/host-built-ins).
  const tree = fixtureTree("host-built-ins");
  const hostDir = join(pythonDir, "host-built-ins");
  const packageDir = join(tree.dir, "python");
  /** A host that builds a value of every type: a built-in its types spell bare would be the vocabulary's class. */
  const host = [
    `from ${tree.module} import Literal, NotRequired, TypeAlias, Union, float, validate, validate_json`,
    "",
    'reading: float = {"value": 1.5, "count": 2, "flag": True, "words": ["a"], "note": None, "extra": {}}',
    'dict_variant: Union = {"kind": "dict", "reading": reading}',
    'alias_variant: TypeAlias = {"kind": "alias", "values": [0.5]}',
    'keyed: NotRequired = {"from": 2.5, "class": "long"}',
    'holder: Literal = {"length": "short", "readings": [reading]}',
    'print(validate(dict_variant, "Union"), validate(alias_variant, "Union"), validate(keyed, "NotRequired"))',
    'print(validate(holder, "Literal"), validate_json(\'{"length": "long", "readings": []}\', "Literal"))',
    "",
  ].join("\n");

  beforeAll(() => {
    mkdirSync(hostDir, { recursive: true });
    writeFileSync(join(hostDir, "host.py"), host);
  });

  it("spells Python's own names through their modules, so its values validate as any vocabulary's", async () => {
    expect(readFileSync(join(packageDir, tree.module, "__init__.py"), "utf8")).toMatch(
      /^import builtins as _builtins\nimport typing as _typing\n/m,
    );
    expect(
      await runOk(systemPython, ["-S", "host.py"], { cwd: hostDir, env: { PYTHONPATH: packageDir } }),
    ).toMatchObject({ stdout: "[] [] []\n[] []\n" });
    const reading = { value: "1.5", count: 2, flag: true, words: [3] };
    await expectProblems(
      [
        [
          typed("Union")({ kind: "dict", reading }),
          [
            '/reading/value: must be number (found "1.5"), in kind "dict"',
            '/reading/words/0: must be string (found integer 3), in kind "dict"',
          ],
        ],
        [typed("NotRequired")({ from: 1, class: "tiny" }), ['/class: must be one of "short", "long" (found "tiny")']],
      ],
      tree,
    );
  });

  it("passes pyright strict and mypy --strict with the package and the host", async () => {
    const config = join(hostDir, "pyrightconfig.json");
    // pyright reads only paths relative to its config.
    writeFileSync(
      config,
      JSON.stringify({
        include: ["host.py", relative(hostDir, join(packageDir, tree.module))],
        typeCheckingMode: "strict",
        pythonVersion: "3.11",
        extraPaths: [relative(hostDir, packageDir)],
      }),
    );
    const pyright = join(root, "node_modules/pyright/index.js");
    const result = await run(process.execPath, [pyright, "--outputjson", "--pythonpath", systemPython, "-p", config]);
    const report = JSON.parse(result.stdout) as {
      generalDiagnostics: { file: string; severity: string; message: string }[];
      summary: { filesAnalyzed: number };
    };
    expect(report.summary.filesAnalyzed).toBe(3);
    expect(report.generalDiagnostics.filter((diagnostic) => diagnostic.severity !== "information")).toEqual([]);
    const mypy = await run(
      "mypy",
      ["--strict", "--cache-dir", devNull, "--no-error-summary", "host.py", join(packageDir, tree.module)],
      { cwd: hostDir, env: { MYPYPATH: packageDir } },
    );
    expect(mypy).toMatchObject({ code: 0, stdout: "" });
  });
});
