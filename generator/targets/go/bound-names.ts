/**
 * The package-level names every generated Go package binds besides the vocabulary's: those its
 * hand-written files declare and import, read from `prelude.go` and `read_json.go` themselves, those
 * `cards.go` imports, and Go's predeclared identifiers, which a package-level type would shadow for
 * the prelude too. Go cannot qualify a predeclared name or rename what a file imports per vocabulary,
 * so the naming claims them all: a declared or derived name equal to one is refused, naming Go.
 */
import goPrelude from "./prelude.go?text";
import goReadJson from "./read_json.go?text";

/** The Go spec's predeclared identifiers (Go 1.21), types, constants, zero value and functions. */
const predeclared =
  "any bool byte comparable complex64 complex128 error float32 float64 int int8 int16 int32 int64 rune string uint uint8 uint16 uint32 uint64 uintptr true false iota nil append cap clear close complex copy delete imag len make max min new panic print println real recover";

/** The packages `cards.go` imports, by the names they bind, and its exported entry. */
const cardsNames = ["json", "fmt", "Check"];

/**
 * The parameters, locals and type parameter of `cards.go`'s functions: inside `decodeX`, `VisitX` and
 * `Check` each hides a package-level type of its name, which those bodies may name (`var value X`,
 * `case X:`, `X(X) R`, `type plain X`).
 */
const cardsLocals = ["raw", "at", "value", "fields", "err", "text", "tag", "typeName", "data", "handler", "R", "plain"];

/** Top-level `func`, `type`, `var` and `const` names of a Go file (methods excluded), and what its imports bind. */
export function goTopLevelNames(source: string): string[] {
  const declared = [...source.matchAll(/^(?:func|type|var|const) ([A-Za-z_][A-Za-z0-9_]*)/gm)].map((match) => match[1]);
  const importBlock = /^import \(\n([^)]*)\)/m.exec(source)?.[1] ?? "";
  const imported = [...importBlock.matchAll(/"(?:[^"]*\/)?([^"/]+)"/g)].map((match) => match[1]);
  return [...declared, ...imported].filter((name): name is string => name !== undefined);
}

export const goBoundNames: readonly string[] = [
  ...new Set([
    ...predeclared.split(" "),
    ...cardsNames,
    ...cardsLocals,
    ...goTopLevelNames(goPrelude),
    ...goTopLevelNames(goReadJson),
  ]),
];
