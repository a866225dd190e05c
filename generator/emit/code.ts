/**
 * A tiny code builder for emitting TypeScript. Text from the vocabulary can only enter generated code
 * as a string literal (a `string` hole is always quoted) or as an identifier checked on creation;
 * only `Code` values are spliced in verbatim. So a doc line or tag value can never become code.
 *
 *     code`export const ${identifier("toolCallViewCards")} = [${join(values, ", ")}] as const;`
 */
import { identifierPattern } from "../check/names.js";

export class Code {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type Hole = Code | string | number | boolean | null;

export function code(strings: TemplateStringsArray, ...holes: readonly Hole[]): Code {
  let text = strings[0] ?? "";
  holes.forEach((hole, index) => {
    text += render(hole) + (strings[index + 1] ?? "");
  });
  return new Code(text);
}

function render(hole: Hole): string {
  if (hole instanceof Code) return hole.text;
  if (typeof hole === "string") return JSON.stringify(hole);
  if (typeof hole === "number" && !Number.isFinite(hole)) throw new Error(`cannot emit the number ${hole}`);
  return String(hole);
}

/** An identifier, checked so it cannot carry anything but a name. */
export function identifier(name: string): Code {
  if (!identifierPattern.test(name)) throw new Error(`"${name}" is not an identifier`);
  return new Code(name);
}

/** Text the emitter itself chose (a keyword, a fixed type name), never text from the vocabulary. */
export function raw(text: string): Code {
  return new Code(text);
}

/** A property name: bare when it is an identifier, a string literal otherwise. */
export function propertyKey(name: string): Code {
  return new Code(identifierPattern.test(name) ? name : JSON.stringify(name));
}

export function join(parts: readonly Hole[], separator: string): Code {
  return new Code(parts.map(render).join(separator));
}

export function lines(parts: readonly (Code | undefined)[]): Code {
  return new Code(
    parts
      .filter((part): part is Code => part !== undefined)
      .map((part) => part.text)
      .join("\n"),
  );
}

/** A `/** … *\/` block. `*\/` inside the text is broken up so the comment cannot end early. */
export function docComment(paragraphs: readonly (string | undefined)[]): Code {
  const body = paragraphs
    .filter((paragraph): paragraph is string => paragraph !== undefined && paragraph !== "")
    .flatMap((paragraph) => paragraph.split("\n"))
    .map((line) => line.replaceAll("*/", "*\\/"));
  if (body.length === 1) return new Code(`/** ${body[0]} */`);
  return new Code(["/**", ...body.map((line) => (line === "" ? " *" : ` * ${line}`)), " */"].join("\n"));
}

/** The same lines, each non-empty one indented by `depth` levels of two spaces. */
export function indent(part: Code, depth = 1): Code {
  const pad = "  ".repeat(depth);
  return new Code(
    part.text
      .split("\n")
      .map((line) => (line === "" ? line : pad + line))
      .join("\n"),
  );
}
