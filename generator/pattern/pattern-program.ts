/**
 * A parsed I-Regexp compiled to a Thompson automaton: the program the Rust crate's matcher runs,
 * for Rust has no regular-expression engine in the standard library and the crate builds offline
 * from Debian's packaged crates, among which `regex` is not (see `docs/decisions.md`). The program
 * is a list of steps, each class a set of code point ranges stored once however often it is used:
 *
 *     class k   the next character is in set k; go on at the next step
 *     split a b go on at both a and b
 *     jump a    go on at a
 *     match     the whole string matched, if no character is left
 *
 * Counted repetitions are written out (`a{2,3}` is a a a?), so the program's length is bounded by
 * `maxProgramSteps`, which the checker holds every pattern to. `runPatternProgram` runs a program
 * the way the Rust prelude does, so the unit tests judge the automaton against ECMA-262's engine.
 */
import type { CodePointSet } from "./code-point-set.js";
import type { PatternNode } from "./parse-iregexp.js";

export type PatternStep =
  | { readonly op: "class"; readonly set: number }
  | { readonly op: "split"; readonly first: number; readonly second: number }
  | { readonly op: "jump"; readonly to: number }
  | { readonly op: "match" };

export interface PatternProgram {
  readonly steps: readonly PatternStep[];
  /** The distinct classes, each sorted and disjoint. */
  readonly sets: readonly CodePointSet[];
}

/** A pattern longer than this when written out is refused by the checker: a Rust table of that size still compiles quickly. */
export const maxProgramSteps = 20_000;

/** The number of steps a tree compiles to, the final match included, without building them (the checker's size test). */
export function programLength(tree: PatternNode): number {
  return stepsOf(tree) + 1;
}

function stepsOf(node: PatternNode): number {
  switch (node.kind) {
    case "set":
      return 1;
    case "sequence":
      return node.items.reduce((sum, item) => sum + stepsOf(item), 0);
    case "alternation":
      return node.branches.reduce((sum, branch) => sum + stepsOf(branch), 0) + 2 * (node.branches.length - 1);
    case "repeat": {
      const item = stepsOf(node.item);
      const optional = node.max === undefined ? item + 2 : (node.max - node.min) * (item + 1);
      return node.min * item + optional;
    }
  }
}

export function compilePattern(tree: PatternNode): PatternProgram {
  const compiler = new Compiler();
  compiler.emit(tree);
  compiler.steps.push({ op: "match" });
  return { steps: compiler.steps, sets: compiler.sets };
}

class Compiler {
  readonly steps: PatternStep[] = [];
  readonly sets: CodePointSet[] = [];
  private readonly setIndex = new Map<string, number>();

  emit(node: PatternNode): void {
    switch (node.kind) {
      case "set":
        this.steps.push({ op: "class", set: this.setOf(node.set) });
        return;
      case "sequence":
        node.items.forEach((item) => this.emit(item));
        return;
      case "alternation":
        return this.alternation(node.branches);
      case "repeat":
        return this.repeat(node.item, node.min, node.max);
    }
  }

  private setOf(set: CodePointSet): number {
    const key = JSON.stringify(set);
    let index = this.setIndex.get(key);
    if (index === undefined) {
      index = this.sets.length;
      this.sets.push(set);
      this.setIndex.set(key, index);
    }
    return index;
  }

  /** split → first branch, jump to end; split → second branch … ; the last branch falls through. */
  private alternation(branches: readonly PatternNode[]): void {
    const jumps: number[] = [];
    branches.forEach((branch, index) => {
      if (index === branches.length - 1) {
        this.emit(branch);
        return;
      }
      const split = this.placeholder();
      this.emit(branch);
      jumps.push(this.placeholder());
      this.steps[split] = { op: "split", first: split + 1, second: this.steps.length };
    });
    for (const jump of jumps) this.steps[jump] = { op: "jump", to: this.steps.length };
  }

  private repeat(item: PatternNode, min: number, max: number | undefined): void {
    for (let count = 0; count < min; count++) this.emit(item);
    if (max === undefined) {
      const split = this.placeholder();
      this.emit(item);
      this.steps.push({ op: "jump", to: split });
      this.steps[split] = { op: "split", first: split + 1, second: this.steps.length };
      return;
    }
    // Each optional copy may stop the repetition: split → item, or on past all of them.
    const splits: number[] = [];
    for (let count = min; count < max; count++) {
      splits.push(this.placeholder());
      this.emit(item);
    }
    for (const split of splits) this.steps[split] = { op: "split", first: split + 1, second: this.steps.length };
  }

  private placeholder(): number {
    this.steps.push({ op: "match" });
    return this.steps.length - 1;
  }
}

function inSet(set: CodePointSet, codePoint: number): boolean {
  let low = 0;
  let high = set.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = set[middle] as readonly [number, number];
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** Whether the program matches the whole text: the state-set simulation the Rust prelude runs, step for step. */
export function runPatternProgram(program: PatternProgram, text: string): boolean {
  const seen = Array.from({ length: program.steps.length }, () => -1);
  let current: number[] = [];
  const add = (list: number[], start: number, generation: number): void => {
    const pending = [start];
    for (let at = pending.pop(); at !== undefined; at = pending.pop()) {
      if (seen[at] === generation) continue;
      seen[at] = generation;
      const step = program.steps[at] as PatternStep;
      if (step.op === "jump") pending.push(step.to);
      else if (step.op === "split") pending.push(step.second, step.first);
      else list.push(at);
    }
  };
  add(current, 0, 0);
  let generation = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    generation += 1;
    const next: number[] = [];
    for (const at of current) {
      const step = program.steps[at] as PatternStep;
      if (step.op === "class" && inSet(program.sets[step.set] as CodePointSet, codePoint))
        add(next, at + 1, generation);
    }
    if (next.length === 0) return false;
    current = next;
  }
  return current.some((at) => program.steps[at]?.op === "match");
}
