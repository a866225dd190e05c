/**
 * Ajv's standalone code as an artifact with a memory: the pure core, given the previous file's text,
 * reuses its body when the header's input hash is the current one and its body hash holds, and
 * compiles afresh when either does not (a changed vocabulary, a body edited by hand). A body that is
 * not Ajv's output but carries matching hashes is reused as it is, which shows no compile ran. A
 * change to documentation alone is no change of input: Ajv is given the schema without annotations.
 * Without a previous file, the body comes from the compiled cache the caller gives, by the inputs'
 * hash, and a fresh compile is kept there.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/core/generate.js";
import type { CompiledCache } from "../../generator/model/compiled-cache.js";
import { fileNamed } from "../support/generate.js";

const path = "validators.compiled.js";
const source = readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function compiledWith(text: string, previous?: string): Promise<string> {
  const result = await generate(text, {
    sourceName: "cards.json",
    ...(previous === undefined ? {} : { lastTree: new Map([[path, previous]]) }),
  });
  if (!result.ok) throw new Error("the fixture must generate");
  return fileNamed(result.files, path);
}

/** The file split at the blank line after its two header lines. */
function parts(file: string): { notice: string; hashes: string; body: string } {
  const [notice = "", hashes = ""] = file.split("\n", 2);
  return { notice, hashes, body: file.slice(notice.length + hashes.length + 3) };
}

describe("Ajv's compiled validators", () => {
  const fresh = compiledWith(source);

  it("record Ajv's version, a hash of their inputs and one of their body", async () => {
    const { hashes, body } = parts(await fresh);
    expect(hashes).toMatch(
      /^\/\/ Ajv \d+\.\d+\.\d+ standalone code; inputs sha256:[0-9a-f]{64}; body sha256:[0-9a-f]{64}$/,
    );
    expect(hashes.endsWith(`body sha256:${sha256(body)}`)).toBe(true);
    expect(body).toContain("export const");
  });

  it("reuse the previous body, without compiling, when the inputs and the body are unchanged", async () => {
    const { notice, hashes } = parts(await fresh);
    const body = "// not Ajv's output, but its hash holds\n";
    const previous = `${notice}\n${hashes.replace(/body sha256:[0-9a-f]{64}$/, `body sha256:${sha256(body)}`)}\n\n${body}`;
    expect(parts(await compiledWith(source, previous)).body).toBe(body);
    expect(await compiledWith(source, await fresh)).toBe(await fresh);
  });

  it("compile afresh when the body was edited or the inputs changed", async () => {
    const edited = (await fresh).replace("export const", "export let");
    expect(await compiledWith(source, edited)).toBe(await fresh);
    const changed = source.replace('"maximum": 10', '"maximum": 12');
    expect(changed).not.toBe(source);
    const recompiled = await compiledWith(changed, await fresh);
    expect(recompiled).toBe(await compiledWith(changed));
    expect(parts(recompiled).hashes).not.toBe(parts(await fresh).hashes);
  });

  it("keep their inputs when only documentation changed, so the body is reused", async () => {
    const documented = source.replace("How many.", "How much.").replace("A short note.", "A note, briefly.");
    expect(documented).not.toBe(source);
    expect(parts(await compiledWith(documented)).hashes).toBe(parts(await fresh).hashes);
    const { notice, hashes } = parts(await fresh);
    const body = "// not Ajv's output, but its hash holds\n";
    const previous = `${notice}\n${hashes.replace(/body sha256:[0-9a-f]{64}$/, `body sha256:${sha256(body)}`)}\n\n${body}`;
    expect(parts(await compiledWith(documented, previous)).body).toBe(body);
  });

  it("take the body from the compiled cache by the inputs' hash, and keep a fresh compile there", async () => {
    const kept = new Map<string, string>();
    const cache: CompiledCache = {
      read: async (key) => kept.get(key),
      write: async (key, text) => void kept.set(key, text),
    };
    const withCache = async (text: string) => {
      const result = await generate(text, { sourceName: "cards.json", compiledCache: cache });
      if (!result.ok) throw new Error("the fixture must generate");
      return fileNamed(result.files, path);
    };
    expect(await withCache(source)).toBe(await fresh);
    const inputs = /inputs sha256:([0-9a-f]{64})/.exec(await fresh)?.[1] ?? "";
    expect([...kept]).toEqual([[`ajv-standalone-${inputs}.js`, parts(await fresh).body]]);
    const body = "// not Ajv's output: kept under the inputs' hash\n";
    kept.set(`ajv-standalone-${inputs}.js`, body);
    expect(parts(await withCache(source)).body).toBe(body);
  });

  it("are compiled from the schema without its annotations, field names kept", async () => {
    const body = parts(await fresh).body;
    expect(body).not.toContain("How many.");
    expect(body).not.toContain('"title"');
    const withDescriptionField = source.replace(
      '"level": {',
      '"description": { "type": "string", "optional": true, "doc": "More." }, "level": {',
    );
    expect(parts(await compiledWith(withDescriptionField)).body).toContain("description");
  });
});
