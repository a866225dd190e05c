/**
 * The one answer to "which hand-written places must change with the vocabulary": every call of a
 * generated `define…Bridge` in code, with the arms its object literal lacks and the arms it keeps
 * for variants that are gone. `cardc gen` prints these sites after generating and `cardc diff`
 * names the ones that lack a new variant's arm; both read the files `findBridgeFiles` finds, so
 * they name the same places. Not a site: the words in a string or a comment (a test's sample
 * bridge), and a call under `// @ts-expect-error` (a deliberate error, such as a type test of a
 * missing arm). Arms built with a spread, or passed as a variable, are not judged: the scan cannot
 * see them, and the typecheck stays the authority; this is the early hint.
 */
import type { Ir, IrUnion } from "../lower/ir.js";
import { bridgeNames } from "../targets/typescript/naming.js";
import { positionOf } from "../model/pointer.js";
import { type CallArguments, type ObjectLiteral, callArguments, readObjectLiteral } from "./arms-literal.js";
import { type BridgeFile, defineBridgeCall } from "./find-bridge-files.js";
import { scanFile, underDirective } from "./source-scan.js";

export interface BridgeSite {
  /** Relative to the project, with `/` separators. */
  readonly path: string;
  /** 1-based position of the `define…Bridge` name. */
  readonly line: number;
  readonly column: number;
  readonly union: string;
  /** The called function, e.g. `defineToolResultViewBridge`. */
  readonly define: string;
  /** Whether the vocabulary has the union the call is named after. */
  readonly known: boolean;
  /** Arms the literal lacks, dotted for nested ones (`search.paths`), in the vocabulary's order. */
  readonly missing: readonly string[];
  /** Arms the literal has for variants the vocabulary no longer has. */
  readonly stale: readonly string[];
}

/**
 * The call that is given the arms: `define…Bridge(arms)`, or, for a bridge whose arms call it,
 * the second call of `define…Bridge<Context, Output>()(arms)`.
 */
function armsCall(code: string, afterCallee: number): CallArguments | undefined {
  const call = callArguments(code, afterCallee);
  return call !== undefined && code[call.first] === ")" ? (callArguments(code, call.end) ?? call) : call;
}

export function findBridgeSites(ir: Ir, files: readonly BridgeFile[]): BridgeSite[] {
  const unions = new Map(
    ir.types.filter((type): type is IrUnion => type.kind === "union").map((union) => [union.name, union]),
  );
  return files.flatMap((file) => {
    const source = scanFile(file.path, file.text);
    return [...source.code.matchAll(defineBridgeCall)].flatMap((match): BridgeSite[] => {
      const unionName = match[1] as string;
      const define = bridgeNames(unionName).define;
      const nameEnd = match.index + "define".length + unionName.length + "Bridge".length;
      const call = armsCall(source.code, nameEnd);
      const { line, column } = positionOf(file.text, match.index);
      const lastLine = positionOf(file.text, call?.end ?? nameEnd).line;
      if (underDirective(source, positionOf(file.text, statementStart(source.code, match.index)).line, lastLine))
        return [];
      const site = { path: file.path, line, column, union: unionName, define };
      const union = unions.get(unionName);
      if (union === undefined) return [{ ...site, known: false, missing: [], stale: [] }];
      const literal = call === undefined ? undefined : readObjectLiteral(source, call.first);
      const missing: string[] = [];
      const stale: string[] = [];
      if (literal !== undefined)
        compare(armTreeOf(union), literal, "", (kind, arm) => (kind === "missing" ? missing : stale).push(arm));
      return [{ ...site, known: true, missing, stale }];
    });
  });
}

/** The sites of a union whose arms lack `arm`, as `file:line:col`. */
export function sitesLacking(sites: readonly BridgeSite[], union: string, arm: string): string[] {
  return sites
    .filter((site) => site.union === union && site.missing.includes(arm))
    .map((site) => `${site.path}:${site.line}:${site.column}`);
}

/** The outermost union a member of `union` is bridged in, and the member's dotted arm there. */
export function armOf(ir: Ir, union: IrUnion, tagValue: string): { readonly union: string; readonly arm: string } {
  const outer = union.outerTags[0]?.union ?? union.name;
  const outerUnion = ir.types.find((type): type is IrUnion => type.kind === "union" && type.name === outer);
  const path = [...union.outerTags.map((tag) => tag.value), tagValue].join(".");
  return { union: outer, arm: outerUnion !== undefined && hasOpenArms(outerUnion) ? `known.${path}` : path };
}

// ---- the arms a union's bridge needs ----

/** A leaf is `true`; a nested union, or an open union's `known`, is a subtree. */
type ArmTree = ReadonlyMap<string, ArmTree | true>;

function hasOpenArms(union: IrUnion): boolean {
  return union.open || union.members.some((member) => member.type.kind === "union" && member.type.open);
}

function armTreeOf(union: IrUnion): ArmTree {
  const members = (of: IrUnion): ArmTree =>
    new Map(of.members.map((member) => [member.tagValue, member.type.kind === "union" ? members(member.type) : true]));
  return hasOpenArms(union)
    ? new Map<string, ArmTree | true>([
        ["known", members(union)],
        ["unknown", true],
      ])
    : members(union);
}

function compare(
  expected: ArmTree,
  found: ObjectLiteral,
  prefix: string,
  report: (kind: "missing" | "stale", arm: string) => void,
): void {
  if (found.hasSpread) return;
  for (const [key, subtree] of expected) {
    const value = found.keys.get(key);
    if (value === undefined) report("missing", `${prefix}${key}`);
    else if (subtree !== true && value !== null) compare(subtree, value, `${prefix}${key}.`, report);
  }
  for (const key of found.keys.keys()) if (!expected.has(key)) report("stale", `${prefix}${key}`);
}

/**
 * Where the statement holding `offset` starts: just past the last `;`, `{` or `}` before it in code,
 * so a directive written above `export const x = define…Bridge(` is seen as the call's.
 */
function statementStart(code: string, offset: number): number {
  let index = offset;
  while (index > 0 && !";{}".includes(code[index - 1] as string)) index -= 1;
  while (index < offset && /\s/.test(code[index] as string)) index += 1;
  return index;
}
