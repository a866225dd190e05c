/**
 * No type nests other types deeper than every target compiles (`maxTypeDepth`). Rust holds a field's
 * type inline, so rustc works out a type's layout, its drop check and whether it needs dropping by
 * descending through every type it holds, one query a level, and stops at its recursion limit (128):
 * `overflow while adding drop-check rules` (E0320) or `queries overflow the depth limit`. The limit
 * holds in every crate that uses the type, a host's too, and a generated crate cannot raise a host's,
 * so a chain deeper than all hosts compile is refused at its outermost type, with the chain named.
 *
 * A level is a declared type (a record, a variant, a union) or an optional or nullable wrapper,
 * each of which rustc descends into (an `Option`); a `Vec` keeps its items behind a pointer and adds
 * none. A chain that comes back to a type already on it is counted once round.
 */
import { type Declaration, fieldsOf, nameLocation } from "../../model/dsl.js";
import type { Diagnostic } from "../../model/diagnostic.js";
import { isPrimitiveName, namesIn, parseTypeExpression } from "../../model/type-expression.js";
import { type Rule, declarationsByName, report } from "../rule.js";

/**
 * The deepest nesting of types a vocabulary may have: measured, a chain of 100 records (or of 50
 * records each held in an optional field) builds in a crate and in a host that decodes, clones,
 * compares and writes it, where 100 optional links (200 levels) or 300 records overflow rustc's
 * default limit (docs/decisions.md).
 */
export const maxTypeDepth = 100;

/** A type a declaration holds, and the levels its field wraps it in. */
interface Edge {
  readonly to: string;
  readonly wrappers: number;
}

/** How deep a type nests, and the type it holds along its deepest chain. */
interface Depth {
  readonly depth: number;
  readonly next?: string;
}

export const typeDepth: Rule = {
  name: "types nest no deeper than every target compiles",
  check(context) {
    const byName = declarationsByName(context);
    const depths = longestChains(byName);
    const tooDeep = [...byName.values()].filter(
      (declaration) => (depths.get(declaration.name)?.depth ?? 0) > maxTypeDepth,
    );
    // Each chain once, at its outermost type: one no other type that is too deep holds.
    const held = new Set(tooDeep.flatMap((declaration) => edgesOf(declaration).map((edge) => edge.to)));
    const outermost = tooDeep.filter((declaration) => !held.has(declaration.name));
    const found: Diagnostic[] = [];
    for (const declaration of outermost.length > 0 ? outermost : tooDeep.slice(0, 1)) {
      const { pointer, at } = nameLocation(declaration);
      const chain = chainOf(declaration.name, depths);
      const message = `type "${declaration.name}" holds types ${depths.get(declaration.name)?.depth ?? 0} levels deep (${chain}); expected at most ${maxTypeDepth}, the deepest rustc compiles in every crate that uses the type`;
      const hint = "hold part of the chain in an unknown field, or flatten records into their parents";
      found.push(report(context, "CARD_TYPE_TOO_DEEP", pointer, message, { at, hint }));
    }
    return found;
  },
};

function edgesOf(declaration: Declaration): Edge[] {
  if (declaration.kind === "union") {
    return Object.values(declaration.node.variants).map((variant) => ({ to: variant.name, wrappers: 0 }));
  }
  return fieldsOf(declaration).flatMap(({ field }) => {
    const parsed = parseTypeExpression(field.type);
    if (!parsed.ok) return [];
    const wrappers = (field.optional === true ? 1 : 0) + (field.nullable === true ? 1 : 0);
    // Arrays and maps add no level: each host holds their items behind a pointer of its own.
    return namesIn(parsed.node)
      .filter(({ name }) => !isPrimitiveName(name))
      .map(({ name }) => ({ to: name, wrappers }));
  });
}

/**
 * Each type's depth: 1, plus the deepest of what it holds with its wrappers. A walk with a stack of
 * its own, not recursion, so a chain of any length cannot run the generator out of stack; a type
 * still on the stack counts as nothing more, which ends a cycle.
 */
function longestChains(byName: ReadonlyMap<string, Declaration>): Map<string, Depth> {
  const depths = new Map<string, Depth>();
  interface Frame {
    readonly name: string;
    readonly edges: readonly Edge[];
    index: number;
    best: Depth;
  }
  const onStack = new Set<string>();
  const consider = (frame: Frame, edge: Edge, inner: Depth | undefined): void => {
    const depth = 1 + edge.wrappers + (inner?.depth ?? 0);
    if (depth > frame.best.depth) frame.best = { depth, next: edge.to };
  };
  for (const [start, declaration] of byName) {
    if (depths.has(start)) continue;
    const stack: Frame[] = [{ name: start, edges: edgesOf(declaration), index: 0, best: { depth: 1 } }];
    onStack.add(start);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as Frame;
      const edge = frame.edges[frame.index];
      if (edge === undefined) {
        stack.pop();
        onStack.delete(frame.name);
        depths.set(frame.name, frame.best);
        const parent = stack[stack.length - 1];
        const parentEdge = parent?.edges[parent.index - 1];
        if (parent !== undefined && parentEdge !== undefined) consider(parent, parentEdge, frame.best);
        continue;
      }
      frame.index++;
      const target = byName.get(edge.to);
      if (target === undefined || onStack.has(edge.to) || depths.has(edge.to)) {
        consider(frame, edge, depths.get(edge.to));
        continue;
      }
      onStack.add(edge.to);
      stack.push({ name: edge.to, edges: edgesOf(target), index: 0, best: { depth: 1 } });
    }
  }
  return depths;
}

/** `T0 → T1 → … → T99`: the deepest chain from a type, its middle left out when long. */
function chainOf(start: string, depths: ReadonlyMap<string, Depth>): string {
  const names = [start];
  const seen = new Set(names);
  for (let next = depths.get(start)?.next; next !== undefined && !seen.has(next); next = depths.get(next)?.next) {
    names.push(next);
    seen.add(next);
  }
  return names.length <= 4 ? names.join(" → ") : [...names.slice(0, 3), "…", names.at(-1)].join(" → ");
}
