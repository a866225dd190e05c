/**
 * How `cardc scaffold` writes its stubs into a file: as text edits at a few offsets, laid out the
 * way the file lays out its own code, so the rest keeps its exact bytes and the stubs look like
 * their neighbours. The file's indentation unit and trailing-comma habit are read from the file. A
 * multi-line arms object gets the stubs after its last property, on lines of their own; an object
 * written on one line (or empty) cannot hold a multi-line stub and stay on one line, so it is
 * broken into one property per line, with every enclosing one-line object up to the first
 * multi-line one, as a formatter would break it:
 *
 *     export const blocks = defineBlockBridge({ known: { text: (block) => block.text }, unknown: () => "" });
 *
 *     export const blocks = defineBlockBridge({
 *       known: {
 *         text: (block) => block.text,
 *         image: (view: ImageBlock, context) => {
 *           …
 *         },
 *       },
 *       unknown: () => "",
 *     });
 */
import { Node, type ObjectLiteralExpression, type SourceFile, SyntaxKind } from "ts-morph";
import { identifierPattern } from "../model/names.js";
import { scanFile } from "./source-scan.js";

/** A missing arm, with its stub as lines relative to the property's own indentation. */
export interface Insertion {
  readonly literal: ObjectLiteralExpression;
  readonly name: string;
  readonly stub: readonly string[];
  /** Dotted for nested arms: `search.paths`. */
  readonly arm: string;
}

/** Replaces `end - at` characters at `at` (none for an insertion) of the original text. */
interface Edit {
  readonly at: number;
  readonly end: number;
  readonly text: string;
}

/** How a file writes its code: the indentation unit, whether multi-line lists end with a comma, how wide a line gets. */
export interface Layout {
  readonly unit: string;
  readonly trailingCommas: boolean;
  /** The longest line of code the file has: an import that grows past it is broken into lines. */
  readonly width: number;
}

export function layoutOf(sourceFile: SourceFile): Layout {
  const code = scanFile(sourceFile.getFilePath(), sourceFile.getFullText()).code.split("\n");
  return {
    unit: indentationUnit(sourceFile),
    trailingCommas: endsListsWithComma(sourceFile),
    width: Math.max(...code.map((line) => line.trimEnd().length)),
  };
}

/** The file's text with the stubs and the type imports they need. */
export function writeStubs(
  sourceFile: SourceFile,
  insertions: readonly Insertion[],
  imports: ReadonlyMap<string, ReadonlySet<string>>,
  layout: Layout,
): string {
  const edits = [
    ...[...imports].flatMap(([module, names]) => importEdits(sourceFile, module, names, layout)),
    ...armEdits(insertions, layout),
  ];
  let text = sourceFile.getFullText();
  for (const edit of [...edits].sort((a, b) => b.at - a.at))
    text = text.slice(0, edit.at) + edit.text + text.slice(edit.end);
  return text;
}

export function keyText(name: string): string {
  return identifierPattern.test(name) ? name : JSON.stringify(name);
}

// ---- the arms ----

function armEdits(insertions: readonly Insertion[], layout: Layout): Edit[] {
  const byLiteral = new Map<ObjectLiteralExpression, Insertion[]>();
  for (const insertion of insertions)
    byLiteral.set(insertion.literal, [...(byLiteral.get(insertion.literal) ?? []), insertion]);
  const edits: Edit[] = [];
  const broken = new Set<ObjectLiteralExpression>();
  for (const [literal, own] of byLiteral) {
    if (!fitsOnOneLine(literal)) {
      edits.push(appendToList(literal.getProperties().at(-1) as Node, own.map(itemText), true));
      continue;
    }
    const root = outermostOneLine(literal);
    if (broken.has(root)) continue;
    broken.add(root);
    const text = breakLiteral(root, lineIndentation(root), byLiteral, layout);
    edits.push({ at: root.getStart(), end: root.getEnd(), text });
  }
  return edits;
}

/** An object on one line, or an empty one: it is broken into lines to take a stub. */
function fitsOnOneLine(literal: ObjectLiteralExpression): boolean {
  return literal.getProperties().length === 0 || !literal.getText().includes("\n");
}

/** The highest one-line object that holds `literal` as the value of its properties, nesting included. */
function outermostOneLine(literal: ObjectLiteralExpression): ObjectLiteralExpression {
  let current = literal;
  for (;;) {
    const property = current.getParent();
    const owner = property.getParent();
    if (!Node.isPropertyAssignment(property) || !Node.isObjectLiteralExpression(owner) || !fitsOnOneLine(owner))
      return current;
    current = owner;
  }
}

/**
 * A one-line object written one property per line, its own stubs last, and nested one-line objects
 * broken too when they take stubs; lines after the first are indented by `indent` and the file's unit.
 */
function breakLiteral(
  literal: ObjectLiteralExpression,
  indent: string,
  byLiteral: ReadonlyMap<ObjectLiteralExpression, readonly Insertion[]>,
  layout: Layout,
): string {
  const inner = `${indent}${layout.unit}`;
  const takesStubs = (node: ObjectLiteralExpression): boolean =>
    byLiteral.has(node) || node.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression).some((d) => byLiteral.has(d));
  const existing = literal.getProperties().map((property) => {
    const value = Node.isPropertyAssignment(property) ? property.getInitializer() : undefined;
    if (Node.isPropertyAssignment(property) && Node.isObjectLiteralExpression(value) && takesStubs(value))
      return `${property.getNameNode().getText()}: ${breakLiteral(value, "", byLiteral, layout)}`;
    return property.getText();
  });
  const items = [...existing, ...(byLiteral.get(literal) ?? []).map(itemText)];
  const lines = items.map((item, index) => {
    const comma = index < items.length - 1 || layout.trailingCommas ? "," : "";
    return `${inner}${item.split("\n").join(`\n${inner}`)}${comma}`;
  });
  return `{\n${lines.join("\n")}\n${indent}}`;
}

function itemText(insertion: Insertion): string {
  const [first = "", ...rest] = insertion.stub;
  return [`${keyText(insertion.name)}: ${first}`, ...rest].join("\n");
}

// ---- imports ----

/**
 * Adds type names to the file's named import from `module`, or a new `import type` after the last
 * import; an import on one line that would grow wider than the file's lines is written one name per line.
 */
function importEdits(sourceFile: SourceFile, module: string, names: ReadonlySet<string>, layout: Layout): Edit[] {
  const declarations = sourceFile.getImportDeclarations();
  const imported = new Set(
    declarations.flatMap((declaration) => declaration.getNamedImports().map((named) => named.getName())),
  );
  const missing = [...names].filter((name) => !imported.has(name)).sort();
  if (missing.length === 0) return [];
  const existing = declarations.find(
    (declaration) => declaration.getModuleSpecifierValue() === module && declaration.getNamedImports().length > 0,
  );
  const written = (typeOnly: boolean, specifiers: readonly string[]) => {
    const head = typeOnly ? "import type" : "import";
    const line = `${head} { ${specifiers.join(", ")} } from ${JSON.stringify(module)};`;
    if (line.length <= layout.width) return line;
    const listed = specifiers.map((name, index) => {
      const comma = index < specifiers.length - 1 || layout.trailingCommas ? "," : "";
      return `${layout.unit}${name}${comma}`;
    });
    return `${head} {\n${listed.join("\n")}\n} from ${JSON.stringify(module)};`;
  };
  if (existing === undefined) {
    const text = written(true, missing);
    const last = declarations.at(-1);
    if (last === undefined) return [{ at: 0, end: 0, text: `${text}\n` }];
    return [{ at: last.getEnd(), end: last.getEnd(), text: `\n${text}` }];
  }
  const specifiers = missing.map((name) => (existing.isTypeOnly() ? name : `type ${name}`));
  if (existing.getText().includes("\n"))
    return [appendToList(existing.getNamedImports().at(-1) as Node, specifiers, true)];
  const all = [...existing.getNamedImports().map((named) => named.getText()), ...specifiers];
  return [{ at: existing.getStart(), end: existing.getEnd(), text: written(existing.isTypeOnly(), all) }];
}

// ---- lists and lines ----

/** Appends items after a list's last element, on lines of their own or inline, keeping that list's trailing comma. */
function appendToList(last: Node, items: readonly string[], ownLines: boolean): Edit {
  const trailingComma = /^\s*,/.exec(last.getSourceFile().getFullText().slice(last.getEnd()));
  if (!ownLines) return { at: last.getEnd(), end: last.getEnd(), text: items.map((item) => `, ${item}`).join("") };
  const indent = lineIndentation(last);
  const indented = items.map((item) => `${indent}${item.split("\n").join(`\n${indent}`)}`);
  if (trailingComma === null)
    return { at: last.getEnd(), end: last.getEnd(), text: indented.map((item) => `,\n${item}`).join("") };
  const at = last.getEnd() + trailingComma[0].length;
  return { at, end: at, text: indented.map((item) => `\n${item},`).join("") };
}

function lineIndentation(node: Node): string {
  const text = node.getSourceFile().getFullText();
  const lineStart = text.lastIndexOf("\n", node.getStart() - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? "";
}

/** The file's own indentation unit. */
function indentationUnit(sourceFile: SourceFile): string {
  const indents = sourceFile
    .getFullText()
    .split("\n")
    .filter((line) => !/^\s*\*/.test(line))
    .map((line) => /^[ \t]+(?=\S)/.exec(line)?.[0] ?? "")
    .filter((indent) => indent !== "");
  if (indents.some((indent) => indent.startsWith("\t"))) return "\t";
  return " ".repeat(Math.min(8, ...indents.map((indent) => indent.length)) || 2);
}

/**
 * Whether the file's multi-line objects, arrays and argument lists end with a comma after their last
 * element, by majority; a file with none says nothing, and gets the commas formatters write by default.
 */
function endsListsWithComma(sourceFile: SourceFile): boolean {
  const text = sourceFile.getFullText();
  let withComma = 0;
  let without = 0;
  const count = (last: Node | undefined) => {
    if (last === undefined) return;
    // Only lists whose closing bracket has a line of its own: `f(a, {…})` says nothing either way.
    const ending = /^(,?)[ \t]*(?:\/\/[^\n]*)?\n\s*[)\]}]/.exec(text.slice(last.getEnd()));
    if (ending === null) return;
    if (ending[1] === ",") withComma += 1;
    else without += 1;
  };
  for (const node of sourceFile.getDescendants()) {
    if (Node.isObjectLiteralExpression(node)) count(node.getProperties().at(-1));
    else if (Node.isArrayLiteralExpression(node)) count(node.getElements().at(-1));
    else if (Node.isCallExpression(node)) count(node.getArguments().at(-1));
  }
  return withComma >= without;
}
