/**
 * Reads files of conformance cases (`test/conformance/*.json`, and any file `CARDC_CONFORMANCE_CASES`
 * names): raw JSON texts, each with the vocabulary and type it is read as, the verdict every host must
 * give it and the JSON Pointer of its first problem. The format is `test/conformance/cases.schema.json`
 * (docs/testing.md); a file that breaks it, or names a case twice or a text no host could be given, is
 * refused with every problem located by file and JSON Pointer, before any host runs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { delimiter, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";

export const conformanceDir = new URL("../conformance/", import.meta.url).pathname;
const casesSchema = JSON.parse(readFileSync(join(conformanceDir, "cases.schema.json"), "utf8")) as object;

/** Where a case's vocabulary comes from: this repository's, a fixture's, or a file beside the case file. */
export type VocabularySource =
  | { readonly kind: "generated" }
  | { readonly kind: "fixture"; readonly name: string }
  | { readonly kind: "file"; readonly path: string };

export interface ConformanceCase {
  /** `json-text.json: duplicate keys / at the top level`: unique across every file read. */
  readonly id: string;
  readonly rule: string;
  readonly vocabulary: VocabularySource;
  readonly type: string;
  /** The text as Unicode text, or the bytes when they are not UTF-8. */
  readonly input: { readonly text: string } | { readonly bytes: Uint8Array };
  readonly valid: boolean;
  /** The first problem's JSON Pointer, `value` for the text as a whole; absent when valid. */
  readonly pointer?: string;
}

type Pieces = string | readonly (string | { readonly repeat: string; readonly times: number })[];

interface CaseFile {
  readonly groups: readonly {
    readonly rule: string;
    readonly vocabulary?: string;
    readonly type?: string;
    readonly cases: readonly {
      readonly name: string;
      readonly vocabulary?: string;
      readonly type?: string;
      readonly text?: Pieces;
      readonly base64?: string;
      readonly valid: boolean;
      readonly pointer?: Pieces;
    }[];
  }[];
}

/** A case file that cannot be run, with every problem: `file: /groups/0/cases/2: message`. */
export class CaseFileError extends Error {}

const validateFile = new Ajv2020({ allErrors: true, strict: true, strictRequired: false }).compile<CaseFile>(
  casesSchema,
);

/** Pieces joined: `["{", { "repeat": "[", "times": 3 }]` is `{[[[`. */
export function joinPieces(pieces: Pieces): string {
  if (typeof pieces === "string") return pieces;
  return pieces.map((piece) => (typeof piece === "string" ? piece : piece.repeat.repeat(piece.times))).join("");
}

function vocabularyOf(name: string, file: string, fixtures: readonly string[]): VocabularySource | string {
  if (name === "generated") return { kind: "generated" };
  if (name.endsWith(".json")) return { kind: "file", path: resolve(dirname(file), name) };
  if (fixtures.includes(name)) return { kind: "fixture", name };
  return `names no vocabulary "${name}": not "generated", a fixture (${fixtures.join(", ")}) or a .json file`;
}

/** Reads one case file; `fixtures` are the fixture names a case may name. */
export function readCaseFile(file: string, fixtures: readonly string[]): ConformanceCase[] {
  const shown = isAbsolute(file) ? relative(process.cwd(), file) : file;
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new CaseFileError(`${shown}: is not a JSON file: ${(error as Error).message}`);
  }
  if (!validateFile(document)) {
    const problems = (validateFile.errors ?? []).map(
      (error) => `${[shown, error.instancePath].filter((part) => part !== "").join(": ")}: ${error.message ?? ""}`,
    );
    throw new CaseFileError(problems.join("\n"));
  }
  const problems: string[] = [];
  const cases: ConformanceCase[] = [];
  const seen = new Set<string>();
  document.groups.forEach((group, groupIndex) => {
    group.cases.forEach((item, caseIndex) => {
      const at = `${shown}: /groups/${groupIndex}/cases/${caseIndex}`;
      const id = `${shown}: ${group.rule} / ${item.name}`;
      if (seen.has(id)) problems.push(`${at}/name: names the case "${group.rule} / ${item.name}" again`);
      seen.add(id);
      const vocabularyName = item.vocabulary ?? group.vocabulary;
      const type = item.type ?? group.type;
      if (vocabularyName === undefined) problems.push(`${at}: has no vocabulary, nor has its group`);
      if (type === undefined) problems.push(`${at}: has no type, nor has its group`);
      const vocabulary = vocabularyOf(vocabularyName ?? "generated", file, fixtures);
      if (typeof vocabulary === "string") problems.push(`${at}/vocabulary: ${vocabulary}`);
      let input: ConformanceCase["input"];
      if (item.base64 !== undefined) {
        input = { bytes: new Uint8Array(Buffer.from(item.base64, "base64")) };
      } else {
        const text = joinPieces(item.text ?? "");
        // A lone surrogate has no UTF-8 to give a host: the raw text spells it as an escape, or gives bytes.
        if (/\p{Cs}/u.test(text)) problems.push(`${at}/text: holds a lone surrogate; write it escaped, or give base64`);
        input = { text };
      }
      if (typeof vocabulary === "string" || type === undefined) return;
      const pointer = item.pointer === undefined ? undefined : joinPieces(item.pointer);
      cases.push({
        id,
        rule: group.rule,
        vocabulary,
        type,
        input,
        valid: item.valid,
        ...(pointer === undefined ? {} : { pointer }),
      });
    });
  });
  if (problems.length > 0) throw new CaseFileError(problems.join("\n"));
  return cases;
}

/** The case files to run: every `.json` file of `test/conformance/` but the schema, then those the variable names. */
export function caseFiles(extra = process.env["CARDC_CONFORMANCE_CASES"]): string[] {
  const own = readdirSync(conformanceDir)
    .filter((name) => name.endsWith(".json") && name !== "cases.schema.json")
    .sort()
    .map((name) => join(conformanceDir, name));
  const given = (extra ?? "").split(delimiter).filter((path) => path !== "");
  return [...own, ...given.map((path) => resolve(path))];
}

/** A case's vocabulary as a key, the same for every case that reads it: `fixture:minimal`. */
export function vocabularyKey(source: VocabularySource): string {
  return source.kind === "generated"
    ? "generated"
    : source.kind === "fixture"
      ? `fixture:${source.name}`
      : `file:${source.path}`;
}
