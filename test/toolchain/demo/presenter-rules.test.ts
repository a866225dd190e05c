/**
 * The rules of `docs/presenters.md`, held over every demo tool. Each tool is run live in a temporary
 * workspace on arguments that reach each of its paths (a create and an overwrite, a failing command
 * and a killed one, a page the web fixture lacks…), and on each real result: its presenters, raw and
 * behind the soft wrapper, pass the purity check; the result the model reads holds none of the
 * formatting a bridge adds; hostile input gives the generic card, never a throw. And no tool module,
 * nor anything it imports, imports a bridge, a render helper, the prescribed fallbacks or the ACP
 * SDK. The formatting and import detectors are each shown to catch the thing they look for.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Project, SyntaxKind } from "ts-morph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolResult } from "../../../generated/types.js";
import { allDemoTools, demoTools } from "../../../runtime/demo/tools/index.js";
import type { DemoTool } from "../../../runtime/demo/tools/tool.js";
import { acpToolCallUpdate } from "../../../runtime/hosts/acp/bridge.js";
import { toolResultText } from "../../../runtime/hosts/text/bridge.js";
import { checkPresenterPurity } from "../../../runtime/presenters/purity.js";
import { hostileCases } from "../../support/hostile-values.js";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "cardc-presenter-rules-"));
const workspace = join(scratch, "workspace");
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Arguments that reach every path of every tool, in an order where each finds what it needs. */
const calls: readonly (readonly [string, Record<string, unknown>])[] = [
  ["read", { path: "src/cart.ts", offset: 2, limit: 2 }],
  ["read", { path: "src/missing.ts" }],
  ["write", { path: "src/rules.ts", content: "export const rules = [];\n" }],
  ["write", { path: "src/rules.ts", content: "export const rules = [1];\n" }],
  ["write", { path: "../planted.ts", content: "x" }],
  ["edit", { path: "src/cart.ts", old_string: "TODO", new_string: "DONE", replace_all: true }],
  ["edit", { path: "notes.md", old_string: "", new_string: "# Notes\n" }],
  ["edit", { path: "src/cart.ts", old_string: "absent", new_string: "x" }],
  ["bash", { command: "printf 'ok\\n'", description: "Say ok" }],
  ["bash", { command: "ls no-such-file", cwd: "src" }],
  ["bash", { command: "kill -TERM $$" }],
  ["bash", { command: "true", run_in_background: true }],
  ["grep", { pattern: "DONE", glob: "*.ts" }],
  ["grep", { pattern: "(" }],
  ["glob", { pattern: "**/*.ts" }],
  ["web_search", { query: "vitest fake timers" }],
  ["web_fetch", { url: "https://vitest.dev/guide/mocking" }],
  ["web_fetch", { url: "https://example.com/" }],
];

const tools = new Map(allDemoTools.map((tool) => [tool.name, tool as DemoTool<unknown>]));
const soft = demoTools(() => undefined);
const samples: { readonly tool: DemoTool<unknown>; readonly args: unknown; readonly result: ToolResult }[] = [];

beforeAll(async () => {
  mkdirSync(join(workspace, "src"), { recursive: true });
  writeFileSync(join(workspace, "src/cart.ts"), "// TODO one\nconst a = 1;\nconst b = 2;\n// TODO two\n");
  for (const [name, args] of calls) {
    const tool = tools.get(name);
    const runner = soft.get(name);
    if (tool === undefined || runner === undefined) throw new Error(`no tool ${name}`);
    const result = JSON.parse(JSON.stringify(await runner.run(args, { root: workspace }))) as ToolResult;
    samples.push({ tool, args, result });
  }
});

const label = (sample: (typeof samples)[number]) => `${sample.tool.name} ${JSON.stringify(sample.args)}`;

describe("every tool's presenters are pure", () => {
  it("has a live sample of every tool, successful and failed", () => {
    for (const tool of allDemoTools) {
      const own = samples.filter((sample) => sample.tool.name === tool.name);
      expect(
        own.some((sample) => !sample.result.isError),
        `${tool.name} succeeds once`,
      ).toBe(true);
    }
    expect(samples.filter((sample) => sample.result.isError).length).toBeGreaterThanOrEqual(6);
  });

  it("passes the purity check on every sample, raw and behind the soft wrapper", () => {
    for (const sample of samples) {
      const args = sample.tool.args.parse(sample.args);
      const softTool = soft.get(sample.tool.name);
      expect(checkPresenterPurity(sample.tool.presentCall, [args]).problems, label(sample)).toEqual([]);
      expect(checkPresenterPurity(sample.tool.presentResult, [args, sample.result]).problems, label(sample)).toEqual(
        [],
      );
      if (softTool === undefined) throw new Error(`no soft tool ${sample.tool.name}`);
      expect(checkPresenterPurity(softTool.presentCall, [sample.args]).problems, label(sample)).toEqual([]);
      expect(
        checkPresenterPurity(softTool.presentResult, [sample.args, sample.result]).problems,
        label(sample),
      ).toEqual([]);
    }
  });

  it("shows a card for every successful sample", () => {
    for (const sample of samples.filter((candidate) => !candidate.result.isError)) {
      expect(soft.get(sample.tool.name)?.presentResult(sample.args, sample.result), label(sample)).toBeDefined();
    }
  });
});

/** What a bridge adds and a tool never writes: fences, unified diffs, Markdown escapes and code spans, capped-list notes, terminal facts. */
function bridgeFormatting(text: string): string[] {
  const marks: [RegExp, string][] = [
    [/```/, "a code fence"],
    [/^(@@ -\d|--- |\+\+\+ )/m, "a unified diff"],
    [/\\[_*`[\]<>]/, "a Markdown escape"],
    [/^(Showing \d+ of|\d+ (matches|paths) in )/m, "a capped-list note"],
    [/^(exit -?\d+|killed by \w+)( in `)?/m, "a terminal fallback line"],
  ];
  return marks.flatMap(([pattern, what]) => (pattern.test(text) ? [what] : []));
}

describe("no bridge formatting in model-facing results", () => {
  it("finds none in the content of any sample", () => {
    for (const sample of samples) {
      const texts = sample.result.content.flatMap((block) => (block.type === "text" ? [block.text] : []));
      expect(texts.flatMap(bridgeFormatting), label(sample)).toEqual([]);
    }
  });

  it("would find what the bridges make of those results", () => {
    const shown: string[] = [];
    for (const sample of samples) {
      const presenters = soft.get(sample.tool.name);
      const callView = presenters?.presentCall(sample.args);
      const view = presenters?.presentResult(sample.args, sample.result) ?? { card: "generic" };
      const context = { cwd: workspace, toolCallId: "c", terminalOutput: false, result: sample.result };
      const update = acpToolCallUpdate(view, callView === undefined ? context : { ...context, callView });
      for (const item of update.content ?? []) {
        if (item.type === "content" && item.content.type === "text") shown.push(item.content.text);
      }
      shown.push(toolResultText(view, context));
    }
    const kinds = new Set(shown.flatMap(bridgeFormatting));
    expect([...kinds]).toEqual(
      expect.arrayContaining(["a code fence", "a unified diff", "a capped-list note", "a terminal fallback line"]),
    );
  });
});

describe("hostile input gives the generic card", () => {
  it("never throws from a soft presenter, whatever the arguments or result", () => {
    for (const tool of allDemoTools) {
      const presenters = soft.get(tool.name);
      for (const hostile of hostileCases) {
        const value = hostile.build();
        expect(() => presenters?.presentCall(value), `${tool.name} ${hostile.name}`).not.toThrow();
        expect(() => presenters?.presentResult({}, value), `${tool.name} ${hostile.name}`).not.toThrow();
      }
    }
  });
});

/** Every module `entry` reaches through relative imports, and every package it names. */
function importClosure(entry: string): { readonly files: Set<string>; readonly packages: Set<string> } {
  const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { allowJs: false } });
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    const source = project.addSourceFileAtPath(file);
    const specifiers = [
      ...source.getImportDeclarations().map((declaration) => declaration.getModuleSpecifierValue()),
      ...source.getExportDeclarations().flatMap((declaration) => declaration.getModuleSpecifierValue() ?? []),
      ...source
        .getDescendantsOfKind(SyntaxKind.ImportKeyword)
        .flatMap((keyword) => keyword.getParentIfKind(SyntaxKind.CallExpression)?.getArguments() ?? [])
        .flatMap((argument) => (argument.isKind(SyntaxKind.StringLiteral) ? [argument.getLiteralValue()] : [])),
    ];
    for (const specifier of specifiers) {
      if (specifier.startsWith(".")) queue.push(sourceOf(resolve(dirname(file), specifier)));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}

/** The source a compiled specifier names: `x.js` is built from `x.ts`, unless it is plain JavaScript. */
function sourceOf(path: string): string {
  const typescript = path.replace(/\.js$/, ".ts");
  return existsSync(typescript) ? typescript : path;
}

/** What a tool module may not reach: a host, its render helpers (Markdown included), the UI fallbacks, a transport SDK. */
function boundaryBreaches(entry: string): string[] {
  const { files, packages } = importClosure(entry);
  const forbidden = (file: string) =>
    file.startsWith("runtime/hosts/") || file === "runtime/presenters/card-fallbacks.ts" || file === "lib/markdown.ts";
  const forbiddenPackage = (name: string) =>
    name === "@cardc/runtime/markdown" ||
    name === "@agentclientprotocol/sdk" ||
    name.startsWith("@agentclientprotocol/");
  return [
    ...[...files].map((file) => relative(repo, file)).filter(forbidden),
    ...[...packages].filter(forbiddenPackage),
  ].sort();
}

describe("no tool imports a bridge, a render helper or the ACP SDK", () => {
  const toolModules = ["bash", "edit", "glob", "grep", "read", "web", "write", "index"].map((name) =>
    join(repo, "runtime/demo/tools", `${name}.ts`),
  );

  it.each(toolModules.map((file) => [relative(repo, file), file]))("%s reaches none", (_name, file) => {
    expect(boundaryBreaches(file)).toEqual([]);
  });

  it("would see one: the replay, which is host code, reaches the ACP bridge and SDK", () => {
    const breaches = boundaryBreaches(join(repo, "runtime/demo/replay.ts"));
    expect(breaches).toEqual(expect.arrayContaining(["@agentclientprotocol/sdk", "runtime/hosts/acp/bridge.ts"]));
    expect(breaches).toContain("@cardc/runtime/markdown");
  });
});
