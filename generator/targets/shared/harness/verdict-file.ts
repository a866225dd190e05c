/**
 * The file a compiled verdict program reads and the lines it prints. The file is a JSON array of
 * `{ id, type, value | text | bytes }`, the type written `<index>:<TypeName>` for the batch's
 * vocabulary `index`, and bytes that are not UTF-8 as a JSON array of numbers (which Go's
 * `encoding/json`, serde and Python all read as bytes without a decoder of their own). The program
 * prints one JSON line per input, `{ id, valid, error }`; a host that gives fewer or more verdicts
 * than it was given inputs fails here, naming itself, rather than leaving a verdict silently missing.
 */
import { writeFileSync } from "node:fs";
import type { Verdict, VerdictInput } from "../harness.js";

/** `3:FileDiff`: a type of the batch's vocabulary 3, as the verdict programs take it. */
export function batchTypeName(vocabulary: number, typeName: string): string {
  return `${vocabulary}:${typeName}`;
}

/** Writes the inputs as the verdict programs read them. */
export function writeVerdictInputs(file: string, inputs: readonly VerdictInput[]): void {
  const entries = inputs.map((input) => {
    const { id } = input;
    const type = batchTypeName(input.vocabulary, input.type);
    if ("bytes" in input) return { id, type, bytes: [...input.bytes] };
    if ("text" in input) {
      // A lone surrogate has no UTF-8: JSON.stringify would write it as an escape the program reads as U+FFFD.
      if (/\p{Cs}/u.test(input.text)) throw new Error(`${id}: a text holds a lone surrogate; give it as bytes`);
      return { id, type, text: input.text };
    }
    return { id, type, value: input.value };
  });
  writeFileSync(file, JSON.stringify(entries));
}

/** The verdicts a program printed, one per input, by id. */
export function readVerdictLines(host: string, stdout: string, expected: number): ReadonlyMap<string, Verdict> {
  const verdicts = new Map<string, Verdict>();
  for (const line of stdout.split("\n").filter((text) => text !== "")) {
    const verdict = JSON.parse(line) as { id: string; valid: boolean; error: string };
    verdicts.set(verdict.id, { valid: verdict.valid, error: verdict.error });
  }
  if (verdicts.size !== expected) throw new Error(`${host} gave ${verdicts.size} verdicts for ${expected} inputs`);
  return verdicts;
}

/** The place a verdict's error names: its JSON Pointer, `value`, or `undefined` when it names none. */
export function placeOf(error: string): string | undefined {
  return /^(value|\/[^:]*): /.exec(error)?.[1];
}
