/**
 * Adding a card touches the schema and the bridges' arms, and nothing else by hand. In a scratch
 * copy of the whole project (tests, bench, build scripts and docs included), this follows
 * docs/add-a-card.md: a card under a name the vocabulary does not use yet goes into `ToolResultView`
 * in schema/cards.json; `pnpm gen` names every host bridge that lacks its arm; `pnpm scaffold` stubs
 * them and each stub's body is replaced by an arm written for that host; the hand-written spec copy
 * of the vocabulary (test/types/vocabulary.types.ts), the one other file allowed to change, gains the
 * card; then `pnpm format`, `pnpm gen` and `pnpm test:update`. The copy must then be green, and the
 * only files that differ from the project are those edits and what the commands regenerated.
 *
 * "Green" is checked with `pnpm typecheck` over everything (tests, type tests and bench included:
 * a card list spelled out by hand in an arms object, a `switch` or a tuple of tags fails here
 * first), `pnpm gen --check`, and the test files in `readsTheCardList` below: each one compares
 * with something built from the real vocabulary's cards (its dispatch, its validators' messages,
 * its JSON Schema, the replay golden, the ACP, text and summary hosts, the Python, Rust and Go
 * consumers), and these are the files that failed when a card was added while they still spelled
 * the cards out by hand. The rest of the suite tests mechanics on vocabularies of its own
 * (fixtures, diff rules, scaffold, diagnostics) or runs for minutes (the packed packages, the
 * browser gallery, the live ACP demo), so running all of it here would double `pnpm check` for no
 * card list it could catch.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { applyEdits, modify } from "jsonc-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBridgeFiles } from "../../generator/bridges/find-bridge-files.js";
import { freshCard } from "../support/new-card.js";
import { copyWholeProject, projectRoot } from "../support/project-copy.js";

const readsTheCardList = [
  "test/unit/bridge.test.ts",
  "test/unit/validators.test.ts",
  "test/toolchain/python-validate.test.ts",
  "test/toolchain/json-schema-consumer.test.ts",
  "test/emit/replay.test.ts",
  "test/unit/acp/schema.test.ts",
  "test/unit/text/vectors.test.ts",
  "test/unit/runtime/summary-bridge.test.ts",
  "test/toolchain/target-agreement.test.ts",
];

const card = freshCard(readFileSync(join(projectRoot, "schema/cards.json"), "utf8"), ["timeline", "agenda", "journal"]);

/** The card, as an author writes it: no capability, so every host shows it as it is. */
const variant = {
  name: card.name,
  doc: "What happened during the call, in order.",
  fields: {
    title: { type: "string", optional: true, doc: "Replaces the pending card's title." },
    events: { type: "string[]", doc: "What happened, oldest first." },
  },
  examples: [{ card: card.tag, events: ["started", "finished"] }],
};

/** Each host bridge's arm for the card: the lines that replace the stub's body. */
const arms: Readonly<Record<string, readonly string[]>> = {
  "runtime/hosts/acp/bridge.ts": [
    'const text = view.events.join("\\n");',
    'return genericResult({ card: "generic", content: [{ type: "text", text }] }, context);',
  ],
  "runtime/hosts/html/html-bridge.ts": [
    'return card("result", view.title ?? "Events", html`<ol>${view.events.map((event) => html`<li>${event}</li>`)}</ol>`);',
  ],
  "runtime/hosts/summary/summary-bridge.ts": ['return `${view.title ?? "events"} (${view.events.length})`;'],
  "runtime/hosts/text/bridge.ts": ['return card(settled(view.title, undefined, context), view.events.join("\\n"));'],
};

let copy: ReturnType<typeof copyWholeProject>;
let before: Map<string, string>;
let afterEdits: Map<string, string>;
let hostBridges: string[];

const exec = promisify(execFile);

/** The test's environment without what the running vitest set, so the copy's own vitest starts clean. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(VITEST|CARDC_UPDATE_GOLDEN$|FORCE_COLOR$|NO_COLOR$|NODE_OPTIONS$)/.test(key)) env[key] = value;
  return env;
}

/** Runs a package script of the copy as its author would; fails with everything it printed. */
async function pnpm(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await exec("pnpm", ["-s", ...args], {
      cwd: copy.root,
      env: cleanEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`pnpm ${args.join(" ")} failed in the copy:\n${stdout}${stderr}`);
  }
}

const skippedInSnapshot = /^(?:node_modules|dist|\.cache|test-artifacts|bench\/\.work|test\/\.large-union)(?:\/|$)/;

/** Every file of the copy that is source, by path, with a hash of its bytes. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(copy.root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(copy.root, join(entry.parentPath, entry.name));
    if (skippedInSnapshot.test(path)) continue;
    files.set(
      path,
      createHash("sha256")
        .update(readFileSync(join(copy.root, path)))
        .digest("hex"),
    );
  }
  return files;
}

function changedBetween(from: ReadonlyMap<string, string>, to: ReadonlyMap<string, string>): string[] {
  const paths = new Set([...from.keys(), ...to.keys()]);
  return [...paths].filter((path) => from.get(path) !== to.get(path)).sort();
}

function edit(path: string, change: (text: string) => string): void {
  const file = join(copy.root, path);
  const text = readFileSync(file, "utf8");
  const changed = change(text);
  expect(changed, `${path} took the edit`).not.toBe(text);
  writeFileSync(file, changed);
}

beforeAll(() => {
  copy = copyWholeProject("cardc-add-a-card-");
  before = snapshot();
});
// oxlint-disable-next-line no-unnecessary-condition -- unset when beforeAll failed before copying
afterAll(() => copy?.remove());

describe(`a card added to ToolResultView ("${card.tag}")`, { timeout: 600_000 }, () => {
  it("is named by pnpm gen in every host bridge, each of which has its arm below", async () => {
    edit("schema/cards.json", (text) => {
      const path = ["types", "ToolResultView", "variants", card.tag];
      return applyEdits(text, modify(text, path, variant, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
    });
    const gen = await pnpm("gen");
    hostBridges = (await findBridgeFiles(copy.root, ["runtime"]))
      .filter((file) => file.unions.includes("ToolResultView"))
      .map((file) => file.path);
    for (const path of hostBridges) expect(gen).toMatch(new RegExp(`${path}:\\d+:\\d+: .* no arm for "${card.tag}"`));
    // A new host bridge needs its arm written here, as a new host needs it written for every card.
    expect(hostBridges).toEqual(Object.keys(arms).sort());
  });

  it("takes the arms written in the scaffolded stubs, and the card in the spec copy", async () => {
    const scaffold = await pnpm("scaffold");
    for (const path of hostBridges) {
      expect(scaffold).toContain(`${path}: added stub arms for "${card.tag}"`);
      edit(path, (text) =>
        text.replace(
          new RegExp(
            `( *)// TODO: write the "${card.tag}" .*\\n\\s*const unwritten: never = view;\\n\\s*return unwritten;`,
          ),
          (_stub, indent: string) => (arms[path] ?? []).map((line) => `${indent}${line}`).join("\n"),
        ),
      );
    }
    edit("test/types/vocabulary.types.ts", (text) =>
      text
        .replace(
          "type ToolResultView =",
          `type ${card.name} = { card: "${card.tag}"; title?: string; events: string[] };\ntype ToolResultView =`,
        )
        .replace(/(type ToolResultView =[^;]*)(;)/, `$1 | ${card.name}$2`),
    );
    await pnpm("format");
    expect(await pnpm("gen")).not.toContain("no arm for");
    afterEdits = snapshot();
  });

  it("has every golden rewritten by pnpm test:update", async () => {
    await pnpm("test:update");
  });

  it("passes the typecheck of everything, gen --check, and every test that reads the card list", async () => {
    await pnpm("typecheck");
    await pnpm("gen", "--check");
    const output = await pnpm("exec", "vitest", "run", ...readsTheCardList);
    // oxlint-disable-next-line no-control-regex -- strips the colour codes vitest prints
    const plain = output.replace(/\u001b\[[0-9;]*m/g, "");
    expect(plain).toMatch(new RegExp(`Test Files +${readsTheCardList.length} passed \\(${readsTheCardList.length}\\)`));
  });

  it("changed by hand only the schema, the host bridges and the spec copy", () => {
    const byHand = changedBetween(before, afterEdits).filter((path) => !path.startsWith("generated/"));
    expect(byHand).toEqual(["schema/cards.json", ...hostBridges, "test/types/vocabulary.types.ts"].sort());
    const regenerated = changedBetween(afterEdits, snapshot()).filter((path) => !path.startsWith("generated/"));
    const goldens =
      /^(?:test\/replay\/expected\.txt|test\/(?:fixtures|invalid|diff|scaffold)\/|docs\/diagnostics\.md$)/;
    expect(regenerated.filter((path) => !goldens.test(path))).toEqual([]);
  });
});
