/**
 * A project with a vocabulary of its own, outside the repository, as the README's "A vocabulary of
 * your own" tells it: the packed compiler installed as a devDependency and the runtime as a
 * dependency, package names under `cardc.packages`, `npx cardc gen`, an app compiled with `tsc`
 * that still runs after `npm prune --omit=dev` (so nothing it needs comes from the compiler), and
 * `npx cardc dist`; the installed compiler's `cardc lsp` answers an editor's first requests over
 * stdio. Each artifact is then installed in a project outside both, beside this
 * repository's own vocabulary's, to show the two never collide: the npm packages side by side, both
 * wheels in one venv, both crates in one cargo build, both Go modules in one Go build. Last, a host
 * that installed the npm package sees `cardc scaffold` name the arm a new variant needs.
 */
import { type ChildProcessWithoutNullStreams, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { debianCargoConfig } from "../../build/dist.mjs";
import { goEnv, root, run, runOk, rustEnv } from "../support/target-builds.js";

const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;

const vocabulary = {
  $schema: "../node_modules/cardc/schema/cards.schema.json",
  id: "https://acme.example/notify/cards",
  doc: "How a notification is shown.",
  types: {
    Urgency: { doc: "How urgent a notice is.", enum: ["low", "high"] },
    Notice: {
      doc: "One notification.",
      tag: "kind",
      variants: {
        toast: {
          name: "ToastNotice",
          doc: "A short toast.",
          fields: {
            text: { type: "string", doc: "What it says." },
            urgency: { type: "Urgency", doc: "How urgent it is." },
          },
          examples: [{ kind: "toast", text: "Saved", urgency: "low" }],
        },
        banner: {
          name: "BannerNotice",
          doc: "A banner across the top.",
          fields: {
            text: { type: "string", doc: "What it says." },
            dismissible: { type: "boolean", optional: true, doc: "Whether it can be closed." },
          },
        },
      },
    },
  },
};
const names = {
  npm: "@acme/notify-cards",
  python: "acme-notify-cards",
  rust: "acme-notify-cards",
  go: "example.com/acme/notifycards",
};
const toast = { kind: "toast", text: "Saved", urgency: "low" };
const badToast = { kind: "toast", text: "Saved", urgency: "loud" };

/** The project's own licence, which every artifact `cardc dist` packs must carry instead of cardc's. */
const acmeLicense = "Copyright (c) 2026 Acme\n\nPermission is granted to use this vocabulary as Acme says.\n";

let work: string;
let project: string;
let tarballs: { compiler: string; runtime: string; tools: string };
/** This repository's vocabulary packed by `cardc dist`, for the consumers that hold both. */
let ours: string;
/** What the README's commands need here: Debian's crates offline, and first on PATH a python3 without setuptools or wheel. */
let env: Record<string, string>;

/** The README's commands of "A vocabulary of your own", the packages it names from the registry replaced by the packed ones. */
function readmeCommands(): string[] {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## A vocabulary of your own"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, ""))
    .filter((line) => line.trim() !== "")
    .map((line) =>
      line
        .replace(/ cardc (?=ts-morph)/, ` ${tarballs.compiler} `)
        .replace(/ @cardc\/runtime$/, ` ${tarballs.runtime}`),
    );
}

/** Writes one JSON-RPC message to a language server, framed as LSP frames it. */
function send(server: ChildProcessWithoutNullStreams, message: object): void {
  const body = JSON.stringify(message);
  server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

/** The messages a language server writes, unframed; `next` waits for the first that matches. */
function lspMessages(server: ChildProcessWithoutNullStreams) {
  const seen: Record<string, unknown>[] = [];
  let buffer = Buffer.alloc(0);
  server.stdout.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headerEnd = buffer.indexOf("\r\n\r\n");
      const length = Number(/Content-Length: (\d+)/.exec(buffer.subarray(0, headerEnd).toString())?.[1]);
      if (headerEnd < 0 || buffer.length < headerEnd + 4 + length) return;
      seen.push(
        JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString()) as Record<string, unknown>,
      );
      buffer = buffer.subarray(headerEnd + 4 + length);
    }
  });
  return {
    async next(matches: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
      for (let waited = 0; waited < 20_000; waited += 50) {
        const found = seen.find(matches);
        if (found !== undefined) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no such message from the language server; it sent ${JSON.stringify(seen)}`);
    },
  };
}

/** Where `cardc dist` wrote the project's artifacts. */
const packages = () => join(project, "dist/packages");

const sh = (command: string, cwd: string) => runOk("sh", ["-c", command], { cwd, env });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "cardc-own-vocabulary-"));
  const packed = join(work, "packed");
  mkdirSync(packed);
  await runOk("pnpm", ["pack", "--pack-destination", packed], { cwd: root });
  await runOk("npm", ["pack", "--pack-destination", packed], { cwd: join(root, "dist/runtime-package") });
  const bin = join(work, "bin");
  mkdirSync(bin);
  // The python3 a fresh venv or a pyenv build gives: a real interpreter, without setuptools or wheel
  // (-S leaves out site-packages, where Debian keeps them). `cardc dist` must not need them.
  writeFileSync(join(bin, "python3"), '#!/bin/sh\nexec /usr/bin/python3 -S "$@"\n', { mode: 0o755 });
  mkdirSync(join(work, "cargo-home"));
  writeFileSync(join(work, "cargo-home/config.toml"), debianCargoConfig);
  env = { PATH: `${bin}:${process.env["PATH"] ?? ""}`, CARGO_HOME: join(work, "cargo-home") };
  ours = join(work, "ours");
  await runOk(process.execPath, [join(root, "dist/cli/cardc.js"), "dist", "--dest", ours], { env });
  tarballs = {
    compiler: join(packed, `cardc-${version}.tgz`),
    runtime: join(packed, `cardc-runtime-${version}.tgz`),
    tools: join(ours, `npm/cardc-tool-cards-${version}.tgz`),
  };

  project = join(work, "notify");
  mkdirSync(join(project, "schema"), { recursive: true });
  writeFileSync(join(project, "schema/cards.json"), `${JSON.stringify(vocabulary, null, 2)}\n`);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({
      name: "@acme/notify",
      version: "1.2.0",
      private: true,
      type: "module",
      license: "MIT",
      repository: { type: "git", url: "git+https://github.com/acme/notify.git" },
      cardc: { bridges: ["src"], packages: names },
    }),
  );
  writeFileSync(join(project, "LICENSE"), acmeLicense);
  mkdirSync(join(project, "src"));
  writeFileSync(
    join(project, "src/app.ts"),
    [
      'import { defineNoticeBridge, validateNotice } from "../generated/index.js";',
      "",
      "const bridge = defineNoticeBridge<null, string>({",
      "  toast: (notice) => `toast (${notice.urgency}): ${notice.text}`,",
      "  banner: (notice) => `banner: ${notice.text}`,",
      "});",
      `for (const value of [${JSON.stringify(toast)}, ${JSON.stringify(badToast)}]) {`,
      "  const checked = validateNotice(value);",
      '  console.log(checked.ok ? bridge.render(checked.value, null) : `refused: ${checked.errors[0]?.text ?? ""}`);',
      "}",
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { strict: true, module: "nodenext", target: "es2022", types: [], outDir: "out", rootDir: "." },
      include: ["src", "generated"],
    }),
  );
  for (const command of readmeCommands()) await sh(command, project);
}, 600_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a project with a vocabulary of its own", () => {
  it("installs the compiler as a devDependency and the runtime as a dependency", () => {
    const manifest = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(["@cardc/runtime"]);
    expect(Object.keys(manifest.devDependencies).sort()).toEqual(["cardc", "ts-morph"]);
  });

  it("generates packages under its own names, and code that imports the runtime and nothing of the compiler", () => {
    const read = (path: string) => readFileSync(join(project, "generated", path), "utf8");
    expect(read("validators.ts")).toContain('from "@cardc/runtime";');
    expect(read("python/acme_notify_cards/__init__.py")).toContain('__version__ = "1.2.0"');
    expect(read("rust/Cargo.toml")).toContain('name = "acme-notify-cards"');
    expect(read("go/go.mod")).toMatch(/^module example\.com\/acme\/notifycards$/m);
    expect(read("go/cards.go")).toMatch(/^package notifycards$/m);
  });

  it("serves the installed compiler's language server on stdio, which checks the project's schema", async () => {
    const server = spawn(join(project, "node_modules/.bin/cardc"), ["lsp"], { cwd: project });
    const messages = lspMessages(server);
    const uri = pathToFileURL(join(project, "schema/cards.json")).href;
    const text = readFileSync(join(project, "schema/cards.json"), "utf8").replace(
      '"type": "Urgency"',
      '"type": "Urgncy"',
    );
    try {
      send(server, {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { processId: null, rootUri: null, capabilities: {} },
      });
      const initialized = await messages.next((message) => message["id"] === 1);
      expect(initialized["result"]).toMatchObject({
        capabilities: { definitionProvider: true, renameProvider: expect.anything() },
      });
      send(server, { jsonrpc: "2.0", method: "initialized", params: {} });
      send(server, {
        jsonrpc: "2.0",
        method: "textDocument/didOpen",
        params: { textDocument: { uri, languageId: "json", version: 1, text } },
      });
      const published = await messages.next((message) => message["method"] === "textDocument/publishDiagnostics");
      expect(JSON.stringify(published)).toContain("CARD_UNKNOWN_TYPE");
    } finally {
      server.kill();
    }
  });

  it("serves the language server in a folder whose package.json cardc gen refuses, since it reads no file", async () => {
    const elsewhere = join(work, "broken-settings");
    mkdirSync(elsewhere, { recursive: true });
    writeFileSync(join(elsewhere, "package.json"), JSON.stringify({ version: "one", cardc: { shcema: "x" } }));
    const refused = await run(join(project, "node_modules/.bin/cardc"), ["gen", "--check"], { cwd: elsewhere });
    expect(refused.code).toBe(2);
    const server = spawn(join(project, "node_modules/.bin/cardc"), ["lsp"], { cwd: elsewhere });
    const messages = lspMessages(server);
    try {
      send(server, {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { processId: null, rootUri: null, capabilities: {} },
      });
      const initialized = await messages.next((message) => message["id"] === 1);
      expect(initialized["result"]).toMatchObject({ capabilities: { definitionProvider: true } });
    } finally {
      server.kill();
    }
  });

  it("compiles an app that still runs once the devDependencies are pruned", async () => {
    await runOk(join(root, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], { cwd: project });
    await sh("npm prune --omit=dev", project);
    expect(existsSync(join(project, "node_modules/cardc"))).toBe(false);
    expect(readdirSync(join(project, "node_modules/@cardc"))).toEqual(["runtime"]);
    const { stdout, stderr } = await runOk(process.execPath, ["out/src/app.js"], { cwd: project });
    expect(stderr).toBe("");
    expect(stdout).toBe('toast (low): Saved\nrefused: Notice kind "toast": /urgency must be one of "low", "high"\n');
  });

  it("gives every artifact the project's own licence file, and its repository to Python's and Cargo's metadata", () => {
    const packages = join(project, "dist/packages");
    const fromArchive = (archive: string, path: string) =>
      archive.endsWith(".whl")
        ? execFileSync("unzip", ["-p", archive, path], { encoding: "utf8" })
        : execFileSync("tar", ["xzOf", archive, path], { encoding: "utf8" });
    expect(fromArchive(join(packages, "npm/acme-notify-cards-1.2.0.tgz"), "package/LICENSE")).toBe(acmeLicense);
    const wheel = join(packages, "python/acme_notify_cards-1.2.0-py3-none-any.whl");
    expect(fromArchive(wheel, "acme_notify_cards-1.2.0.dist-info/LICENSE")).toBe(acmeLicense);
    expect(fromArchive(wheel, "acme_notify_cards-1.2.0.dist-info/METADATA")).toContain(
      "\nProject-URL: Repository, https://github.com/acme/notify\n",
    );
    const crate = join(packages, "rust/acme-notify-cards-1.2.0.crate");
    expect(fromArchive(crate, "acme-notify-cards-1.2.0/LICENSE")).toBe(acmeLicense);
    expect(fromArchive(crate, "acme-notify-cards-1.2.0/Cargo.toml.orig")).toContain(
      '\nrepository = "https://github.com/acme/notify"\n',
    );
    expect(readFileSync(join(packages, "go/notifycards/LICENSE"), "utf8")).toBe(acmeLicense);
  });

  it("packs every artifact under its own names with cardc dist, whose python3 has neither setuptools nor wheel", async () => {
    for (const module of ["setuptools", "wheel"]) {
      const found = await run("sh", ["-c", `python3 -c "import ${module}"`], { cwd: project, env });
      expect(found.stderr, module).toContain(`No module named '${module}'`);
    }
    const packed = (language: string) => readdirSync(join(project, "dist/packages", language)).sort();
    expect(packed("npm")).toEqual(["acme-notify-cards-1.2.0.tgz"]);
    expect(packed("python")).toEqual(
      ["acme_notify_cards-1.2.0-py3-none-any.whl", "acme_notify_cards-1.2.0.tar.gz"].sort(),
    );
    expect(packed("rust")).toEqual(["acme-notify-cards-1.2.0.crate"]);
    expect(packed("go")).toEqual(["notifycards"]);
  });
});

describe("its artifacts beside this repository's vocabulary, outside both", () => {
  it("npm: both vocabulary packages and one runtime, under plain node", async () => {
    const host = join(work, "npm-host");
    mkdirSync(host);
    writeFileSync(join(host, "package.json"), JSON.stringify({ name: "host", private: true, type: "module" }));
    const notify = join(packages(), "npm/acme-notify-cards-1.2.0.tgz");
    await sh(`npm install ${tarballs.runtime} ${notify} ${tarballs.tools}`, host);
    const script = [
      'const notify = await import("@acme/notify-cards");',
      'const tools = await import("@cardc/tool-cards");',
      `console.log(notify.isNotice(${JSON.stringify(toast)}), notify.isNotice(${JSON.stringify(badToast)}), tools.isToolResultView({ card: "generic" }));`,
    ].join("\n");
    const { stdout } = await runOk(process.execPath, ["--input-type=module", "-e", script], { cwd: host });
    expect(stdout).toBe("true false true\n");
    expect(readdirSync(join(host, "node_modules/@cardc")).sort()).toEqual(["runtime", "tool-cards"]);
  });

  it("Python: both wheels in one venv, each its own module", async () => {
    const venv = join(work, "venv");
    await runOk("/usr/bin/python3", ["-m", "venv", venv]);
    const wheels = [
      ...readdirSync(join(packages(), "python")).map((name) => join(packages(), "python", name)),
      ...readdirSync(join(ours, "python")).map((name) => join(ours, "python", name)),
    ].filter((path) => path.endsWith(".whl"));
    await runOk(join(venv, "bin/python"), ["-m", "pip", "install", "--no-index", "--quiet", ...wheels]);
    const script = [
      "import acme_notify_cards, cardc_tool_cards",
      `print(acme_notify_cards.validate(${JSON.stringify(toast)}, "Notice"), len(acme_notify_cards.validate(${JSON.stringify(badToast)}, "Notice")), cardc_tool_cards.validate({"card": "generic"}, "ToolResultView"))`,
    ].join("\n");
    expect((await runOk(join(venv, "bin/python"), ["-c", script])).stdout).toBe("[] 1 []\n");
  });

  it("Rust: both crates as path dependencies of one build", { timeout: 600_000 }, async () => {
    const consumer = join(work, "rust");
    mkdirSync(join(consumer, "src"), { recursive: true });
    mkdirSync(join(consumer, ".cargo"));
    writeFileSync(join(consumer, ".cargo/config.toml"), debianCargoConfig);
    await runOk("tar", ["xzf", join(packages(), "rust/acme-notify-cards-1.2.0.crate")], { cwd: work });
    await runOk("tar", ["xzf", join(ours, `rust/cardc-tool-cards-${version}.crate`)], { cwd: work });
    writeFileSync(
      join(consumer, "Cargo.toml"),
      [
        "[package]",
        'name = "both-vocabularies"',
        'version = "0.0.0"',
        'edition = "2021"',
        "",
        "[dependencies]",
        `acme-notify-cards = { path = ${JSON.stringify(join(work, "acme-notify-cards-1.2.0"))} }`,
        `cardc-tool-cards = { path = ${JSON.stringify(join(work, `cardc-tool-cards-${version}`))} }`,
        "",
      ].join("\n"),
    );
    writeFileSync(
      join(consumer, "src/main.rs"),
      [
        "fn main() {",
        `    let good = acme_notify_cards::check_named("Notice", ${JSON.stringify(JSON.stringify(toast))}).is_ok();`,
        `    let bad = acme_notify_cards::check_named("Notice", ${JSON.stringify(JSON.stringify(badToast))}).is_ok();`,
        '    let ours = cardc_tool_cards::check_named("ToolResultView", r#"{"card":"generic"}"#).is_ok();',
        '    println!("{good} {bad} {ours}");',
        "}",
        "",
      ].join("\n"),
    );
    await runOk("cargo", ["build", "--quiet"], { cwd: consumer, env: rustEnv });
    const { stdout } = await runOk(join(rustEnv.CARGO_TARGET_DIR, "debug/both-vocabularies"), []);
    expect(stdout).toBe("true false true\n");
  });

  it("Go: both modules in one build, each behind a replace", async () => {
    const consumer = join(work, "go");
    mkdirSync(consumer);
    writeFileSync(
      join(consumer, "go.mod"),
      [
        "module both",
        "",
        "go 1.19",
        "",
        "require (",
        "\texample.com/acme/notifycards v0.0.0",
        "\tcardc.dev/go/toolcards v0.0.0",
        ")",
        "",
        `replace example.com/acme/notifycards => ${JSON.stringify(join(packages(), "go/notifycards"))}`,
        "",
        `replace cardc.dev/go/toolcards => ${JSON.stringify(join(ours, "go/toolcards"))}`,
        "",
      ].join("\n"),
    );
    writeFileSync(
      join(consumer, "main.go"),
      [
        "package main",
        "",
        "import (",
        '\t"cardc.dev/go/toolcards"',
        '\t"example.com/acme/notifycards"',
        '\t"fmt"',
        ")",
        "",
        "func main() {",
        `\tgood := notifycards.Check("Notice", []byte(${JSON.stringify(JSON.stringify(toast))})) == nil`,
        `\tbad := notifycards.Check("Notice", []byte(${JSON.stringify(JSON.stringify(badToast))})) == nil`,
        '\tours := toolcards.Check("ToolResultView", []byte(`{"card":"generic"}`)) == nil',
        "\tfmt.Println(good, bad, ours)",
        "}",
        "",
      ].join("\n"),
    );
    const { stdout } = await runOk("go", ["run", "."], { cwd: consumer, env: goEnv });
    expect(stdout).toBe("true false true\n");
  });
});

describe("a host that installed the vocabulary's npm package", () => {
  it("sees cardc scaffold name the arm a new variant needs", async () => {
    const host = join(work, "scaffold-host");
    mkdirSync(join(host, "src"), { recursive: true });
    writeFileSync(join(host, "package.json"), JSON.stringify({ name: "host", private: true, type: "module" }));
    writeFileSync(
      join(host, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { strict: true, module: "nodenext", types: [], noEmit: true },
        include: ["src"],
      }),
    );
    writeFileSync(
      join(host, "src/bridge.ts"),
      [
        'import { defineNoticeBridge } from "@acme/notify-cards";',
        "",
        "export const bridge = defineNoticeBridge<null, string>({",
        "  toast: (notice) => notice.text,",
        "  banner: (notice) => notice.text,",
        "});",
        "",
      ].join("\n"),
    );
    // The vocabulary gains a variant, is generated and packed again, and the host updates to it.
    const grown = structuredClone(vocabulary) as { types: { Notice: { variants: Record<string, unknown> } } };
    grown.types.Notice.variants["modal"] = {
      name: "ModalNotice",
      doc: "A dialog that waits for the user.",
      fields: { text: { type: "string", doc: "What it asks." } },
    };
    writeFileSync(join(project, "schema/cards.json"), `${JSON.stringify(grown, null, 2)}\n`);
    await sh("npm install", project);
    await sh("npx cardc gen && npx cardc dist --skip python --skip rust --skip go", project);
    const notify = join(packages(), "npm/acme-notify-cards-1.2.0.tgz");
    await sh(`npm install ${tarballs.runtime} ${notify} && npm install --save-dev ${tarballs.compiler}`, host);
    // ts-morph is the compiler's optional peer: without it scaffold says what to install, and exits 69.
    const withoutTsMorph = await run("npx", ["cardc", "scaffold"], { cwd: host });
    expect(withoutTsMorph.code).toBe(69);
    expect(withoutTsMorph.stderr).toContain("npm install --save-dev ts-morph@^28");
    await sh("npm install --save-dev ts-morph@^28", host);
    const typecheck = await run(join(root, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], { cwd: host });
    expect(typecheck.stdout).toContain("modal");
    const scaffold = await sh("npx cardc scaffold", host);
    expect(scaffold.stdout).toContain('src/bridge.ts: added stub arms for "modal"');
    expect(readFileSync(join(host, "src/bridge.ts"), "utf8")).toMatch(/^ {2}modal: \(/m);
  }, 180_000); // five npm installs, a gen, a dist and two scaffolds, each a process
});
