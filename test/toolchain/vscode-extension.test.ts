/**
 * The VS Code extension as far as a machine without VS Code can try it: `vsce package` packs it
 * with no warning into a `.vsix` holding the bundle, its manifest, README and licence; the bundle
 * loads as CommonJS needing nothing but `vscode` and Node's own modules, and exports `activate` and
 * `deactivate`; and the server the extension's options start for a project — its
 * `node_modules/.bin/cardc lsp`, over stdio, in the project's folder — answers a client and reports
 * a misspelt type in the vocabulary those options serve.
 */
import { spawn } from "node:child_process";
import { builtinModules, createRequire } from "node:module";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  type PublishDiagnosticsParams,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver/node";
import { packVscodeExtension } from "../../build/vscode-extension.mjs";
import { serverLaunch, vocabularyPatterns } from "../../runtime/editors/vscode/client-options.js";
import { cardcBin, projectRoot } from "../support/cli-process.js";

const work = mkdtempSync(join(tmpdir(), "cardc-vscode-extension-"));
let packed: { readonly vsix: string; readonly output: string };

beforeAll(async () => {
  packed = await packVscodeExtension(projectRoot, join(work, "vsix"));
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Enough of the `vscode` module to load the bundle, whose classes extend some of its classes at load. */
const vscodeStandIn = new Proxy({}, { get: () => class {} });

const unzip = (...args: string[]) => execFileSync("unzip", args, { encoding: "utf8" });

describe("the VS Code extension's package", () => {
  it("is packed by vsce without a warning", () => {
    expect(packed.output).toContain("DONE");
    expect(packed.output).not.toMatch(/WARNING|ERROR/);
  });

  it("holds the bundle, its manifest, README and licence", () => {
    const files = unzip("-Z1", packed.vsix).trim().split("\n").sort();
    expect(files).toEqual(
      [
        "[Content_Types].xml",
        "extension.vsixmanifest",
        "extension/LICENSE.txt",
        "extension/extension.js",
        "extension/package.json",
        "extension/readme.md",
      ].sort(),
    );
    const manifest = JSON.parse(unzip("-p", packed.vsix, "extension/package.json")) as Record<string, unknown>;
    const compiler = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { version: string };
    expect(manifest).toMatchObject({
      name: "cardc-vocabulary",
      publisher: "cardc",
      version: compiler.version,
      main: "./extension.js",
      activationEvents: ["onLanguage:json"],
    });
  });

  it("loads as CommonJS that needs only vscode and Node's modules, and exports activate and deactivate", () => {
    const bundle = join(work, "extension.cjs");
    writeFileSync(bundle, unzip("-p", packed.vsix, "extension/extension.js"));
    const required = new Set<string>();
    const load = createRequire(pathToFileURL(bundle));
    const Module = load("node:module") as { prototype: { require: (id: string) => unknown } };
    const original = Module.prototype.require;
    Module.prototype.require = function (this: unknown, id: string) {
      required.add(id);
      return id === "vscode" ? vscodeStandIn : original.call(this, id);
    };
    try {
      const extension = load(bundle) as { activate?: unknown; deactivate?: unknown };
      expect(typeof extension.activate).toBe("function");
      expect(typeof extension.deactivate).toBe("function");
    } finally {
      Module.prototype.require = original;
    }
    const outside = [...required].filter(
      (id) => id !== "vscode" && id !== bundle && !builtinModules.includes(id.replace(/^node:/, "")),
    );
    expect(outside).toEqual([]);
  });
});

describe("the server the extension starts", () => {
  it("is the project's cardc lsp over stdio, which reports a misspelt type in the vocabulary it serves", async () => {
    const project = join(work, "project");
    mkdirSync(join(project, "node_modules/.bin"), { recursive: true });
    mkdirSync(join(project, "vocab"));
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "notes", cardc: { schema: "vocab/notes.json" } }),
    );
    const command = join(project, "node_modules/.bin/cardc");
    writeFileSync(command, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(cardcBin)} "$@"\n`);
    chmodSync(command, 0o755);
    expect(vocabularyPatterns(project)).toContain("**/vocab/notes.json");
    const text = JSON.stringify({
      id: "urn:test:vscode",
      doc: "Notes.",
      types: { Note: { doc: "A note.", fields: { text: { type: "strng", doc: "Its text." } } } },
    });

    const launch = serverLaunch(project, undefined);
    const server = spawn(launch.command, [...launch.args, "--stdio"], { cwd: project });
    const exited = new Promise<number | null>((resolve) => server.on("close", resolve));
    const client = createProtocolConnection(
      new StreamMessageReader(server.stdout),
      new StreamMessageWriter(server.stdin),
    );
    const published = new Promise<PublishDiagnosticsParams>((resolve) =>
      client.onNotification(PublishDiagnosticsNotification.type, resolve),
    );
    client.listen();
    try {
      const uri = pathToFileURL(join(project, "vocab/notes.json")).href;
      await client.sendRequest(InitializeRequest.type, {
        processId: process.pid,
        rootUri: pathToFileURL(project).href,
        capabilities: {},
      });
      await client.sendNotification(InitializedNotification.type, {});
      await client.sendNotification(DidOpenTextDocumentNotification.type, {
        textDocument: { uri, languageId: "json", version: 1, text },
      });
      const diagnostics = await published;
      expect(diagnostics.uri).toBe(uri);
      expect(diagnostics.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(["CARD_UNKNOWN_TYPE"]);
      await client.sendRequest(ShutdownRequest.type);
      await client.sendNotification(ExitNotification.type);
      expect(await exited).toBe(0);
    } finally {
      client.dispose();
      server.kill();
    }
  });
});
