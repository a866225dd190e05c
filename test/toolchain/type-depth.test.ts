/**
 * Chains of types at the stated depth (`maxTypeDepth`: 100 records, 50 records in optional fields,
 * 34 in optional nullable ones) build in the generated crate and in a host crate that decodes,
 * clones, compares, writes and drops them, under rustc's default recursion limit, which every crate
 * that uses a type applies to it again. A 300-level chain, which overflows rustc (E0320) and once ran
 * the generator itself out of stack, is one located diagnostic from `gen`, exit 2, nothing written.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { debianCargoConfig } from "../../build/dist.mjs";
import { generateOk, packageNamesOf } from "../support/generate.js";
import { runCli, stackFrame } from "../support/cli-process.js";
import { cacheDir, consumerCrateManifest, runOk, rustEnv } from "../support/target-builds.js";

const work = mkdtempSync(join(tmpdir(), "cardc-type-depth-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `<prefix>0` holding `<prefix>1` … holding `<prefix><count - 1>`, each link a field `next` of the given kind. */
function chain(prefix: string, count: number, link: { optional?: boolean; nullable?: boolean } = {}) {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `${prefix}${index}`,
      {
        doc: `Level ${index}.`,
        fields:
          index + 1 < count
            ? { next: { type: `${prefix}${index + 1}`, doc: "The next.", ...link } }
            : { leaf: { type: "string", doc: "The end." } },
      },
    ]),
  );
}

const deepest = JSON.stringify({
  id: "urn:cardc:test:deepest-chains",
  doc: "Chains of types as deep as every target compiles.",
  types: {
    ...chain("A", 100),
    ...chain("B", 50, { optional: true }),
    ...chain("C", 34, { optional: true, nullable: true }),
  },
});

/** Each chain's outermost type and a value of it, the record chain nested to its end. */
const values = [
  ["A0", `${'{"next": '.repeat(99)}{"leaf": "end"}${"}".repeat(99)}`],
  ["B0", '{"next": {"next": {}}}'],
  ["C0", '{"next": {"next": null}}'],
] as const;

describe("a chain of types at the stated depth", () => {
  it("builds in the generated crate and in a host crate that uses every chain", { timeout: 600_000 }, async () => {
    const dir = join(cacheDir, "type-depth");
    rmSync(dir, { recursive: true, force: true });
    for (const file of (await generateOk(deepest)).files.filter((each) => each.path.startsWith("rust/"))) {
      mkdirSync(dirname(join(dir, file.path)), { recursive: true });
      writeFileSync(join(dir, file.path), file.contents);
    }
    const crate = packageNamesOf(deepest).rust;
    const host = join(dir, "host");
    mkdirSync(join(host, ".cargo"), { recursive: true });
    writeFileSync(join(host, ".cargo/config.toml"), debianCargoConfig);
    writeFileSync(
      join(host, "Cargo.toml"),
      consumerCrateManifest(
        "deepest-chains-host",
        [{ name: crate, path: join(dir, "rust") }],
        [{ kind: "bin", name: "host", path: "host.rs" }],
      ),
    );
    writeFileSync(
      join(host, "vocabulary.rs"),
      `//! The chains, as the host names them.\npub use ${crate.replace(/-/g, "_")}::*;\n`,
    );
    writeFileSync(
      join(host, "host.rs"),
      [
        "//! Decodes each chain, clones and compares it, and prints it written again.",
        "fn main() {",
        ...values.flatMap(([type, text]) => [
          `    let value: vocabulary::${type} = vocabulary::from_str(${JSON.stringify(text)}).unwrap();`,
          "    assert!(value.clone() == value);",
          '    println!("{}", serde_json::to_string(&value).unwrap());',
        ]),
        "}",
        "",
      ].join("\n"),
    );
    const env = { ...rustEnv, CARGO_TARGET_DIR: join(dir, "target") };
    await runOk("cargo", ["build", "--quiet"], { cwd: host, env });
    const { stdout } = await runOk(join(dir, "target/debug/host"), []);
    expect(
      stdout
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual(values.map(([, text]) => JSON.parse(text) as unknown));
  });
});

describe("a chain of 300 types", () => {
  it("makes gen exit 2 with the diagnostic, no stack trace and nothing written", { timeout: 60_000 }, async () => {
    const schema = join(work, "cards.json");
    writeFileSync(
      schema,
      JSON.stringify({ id: "urn:cardc:test:chain", doc: "A chain.", types: chain("T", 300) }, null, 2),
    );
    const out = join(work, "generated");
    const run = await runCli(["gen", "--schema", schema, "--out", out], work);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^cards\.json:5:5 error CARD_TYPE_TOO_DEEP {2}type "T0" holds types 300 levels deep \(T0 → T1 → T2 → … → T299\);/,
    );
    expect(run.stderr).not.toMatch(stackFrame);
    expect(existsSync(out)).toBe(false);
  });
});
