/**
 * One Go module and one Cargo package over several vocabularies' packages at once, so a batch of
 * random vocabularies costs one `go build` and one `cargo build` rather than one each. The verdict
 * programs of `test/targets/` stay as they are: the file written beside each, which gives it the
 * package's check (`vocabulary.go`, `vocabulary.rs`), dispatches on a type name written
 * `<index>:<TypeName>` to the check of vocabulary `index`.
 */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { debianCargoConfig } from "../../build/dist.mjs";
import type { PackageNames } from "../../generator/model/package-names.js";
import { consumerCrateManifest, verdictProgramsDir } from "./target-builds.js";

/** A vocabulary of a batch: its packages' names and the folder of its generated tree. */
export interface BatchMember {
  readonly packages: PackageNames;
  readonly tree: string;
}

/** `3:FileDiff`: a type of vocabulary 3, as the batch's verdict programs take it. */
export function batchTypeName(index: number, typeName: string): string {
  return `${index}:${typeName}`;
}

/** Writes a Go module in `dir` requiring every member's package by a `replace`, with the verdict program in `verdicts/`. */
export function writeBatchGoModule(dir: string, members: readonly BatchMember[]): void {
  mkdirSync(join(dir, "verdicts"), { recursive: true });
  cpSync(join(verdictProgramsDir, "go/verdicts"), join(dir, "verdicts"), { recursive: true });
  const imports = members.map((member, index) => `\tv${index} ${JSON.stringify(member.packages.go)}`);
  const cases = members.map((_, index) => `\tcase "${index}":\n\t\treturn v${index}.Check(name, data)`);
  writeFileSync(
    join(dir, "verdicts/vocabulary.go"),
    [
      "package main",
      "",
      "import (",
      '\t"strings"',
      ...imports,
      ")",
      "",
      "func batchCheck(typeName string, data []byte) error {",
      '\tindex, name, _ := strings.Cut(typeName, ":")',
      "\tswitch index {",
      ...cases,
      "\t}",
      '\tpanic("no vocabulary " + index)',
      "}",
      "",
      "func init() { check = batchCheck }",
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(dir, "go.mod"),
    [
      "module batch",
      "",
      "go 1.19",
      "",
      ...members.map((member) => `require ${member.packages.go} v0.0.0`),
      "",
      ...members.map((member) => `replace ${member.packages.go} => ${JSON.stringify(join(member.tree, "go"))}`),
      "",
    ].join("\n"),
  );
}

/** Writes a Cargo package in `dir` depending on every member's crate by path, with the verdict program as its `verdicts` binary. */
export function writeBatchCrate(dir: string, members: readonly BatchMember[]): void {
  mkdirSync(join(dir, ".cargo"), { recursive: true });
  writeFileSync(join(dir, ".cargo/config.toml"), debianCargoConfig);
  const crate = (member: BatchMember) => member.packages.rust.replace(/-/g, "_");
  writeFileSync(
    join(dir, "vocabulary.rs"),
    [
      "//! Each vocabulary's `check_named`, chosen by the index before the type name's colon.",
      "pub fn check_named(type_name: &str, text: &str) -> Result<(), String> {",
      "    let (index, name) = type_name.split_once(':').expect(\"an indexed type name\");",
      "    match index {",
      ...members.map((member, index) => `        "${index}" => ${crate(member)}::check_named(name, text),`),
      '        _ => panic!("no vocabulary {index}"),',
      "    }",
      "}",
      "",
    ].join("\n"),
  );
  const crates = members.map((member) => ({ name: member.packages.rust, path: join(member.tree, "rust") }));
  writeFileSync(
    join(dir, "Cargo.toml"),
    consumerCrateManifest("batch-verdicts", crates, [
      { kind: "bin", name: "verdicts", path: join(verdictProgramsDir, "rust/verdicts.rs") },
    ]),
  );
}
