/**
 * Where a line of the Rust crate holds vocabulary text (a field name, a tag value, a type name), its
 * length decides how rustfmt lays it out. These lay such a call or attribute out as rustfmt's default
 * settings do, so the crate passes `rustfmt --check` whatever the names: on one line when its
 * arguments take at most `fn_call_width` (60) columns (an array argument: its items, `array_width`)
 * and the line at most `max_width` (100), otherwise one argument per line; a match arm whose call
 * fits on a line of its own gets a block instead.
 *
 *     within(&self.code, Some(100_f64), Some(599_f64), "code")?;
 *     within(
 *         &self.status_code,
 *         …
 *     )?;
 */
import { type Code, type Statement, block, raw } from "../../emit/code.js";
import { rust } from "./syntax.js";

const { code, join } = rust;

const maxWidth = 100;
const callWidth = 60;
const indentWidth = 4;

function fits(depth: number, line: Code, width = maxWidth): boolean {
  return depth * indentWidth + line.text.length <= width;
}

/** `head(args)tail` at `depth` levels of indentation: `within(…)?;`. */
export function rustCall(depth: number, head: Code, args: readonly Code[], tail: string): Statement {
  const line = code`${head}(${join(args, ", ")})${raw(tail)}`;
  if (join(args, ", ").text.length <= callWidth && fits(depth, line)) return line;
  return block(
    code`${head}(`,
    args.map((arg) => code`${arg},`),
    code`)${raw(tail)}`,
  );
}

/**
 * A match arm `pattern => callee(args),` at `depth`: `"text" => decode_member(rest, Self::Text),`.
 * Too long for its line, the call moves into a block of its own when it fits there; arguments too
 * wide for one line go one per line, after the arrow when the opening still fits on the arm's line.
 */
export function rustArm(depth: number, pattern: Code, callee: Code, args: readonly Code[]): Statement {
  const call = code`${callee}(${join(args, ", ")})`;
  const shortArgs = join(args, ", ").text.length <= callWidth;
  if (shortArgs && fits(depth, code`${pattern} => ${call},`)) return code`${pattern} => ${call},`;
  if (shortArgs && fits(depth + 1, call)) return block(code`${pattern} => {`, [call], raw("}"));
  if (fits(depth, code`${pattern} => ${callee}(`)) return rustCall(depth, code`${pattern} => ${callee}`, args, ",");
  return block(code`${pattern} => {`, [rustCall(depth + 1, callee, args, "")], raw("}"));
}

/**
 * `head(&[(a, b), …])tail`, whose one argument is an array of tuples: past the widths, each tuple
 * on a line of its own between the call's first and last lines, and laid out as a call itself.
 */
export function rustTuplesCall(
  depth: number,
  head: Code,
  tuples: readonly (readonly Code[])[],
  tail: string,
): Statement {
  const items = join(
    tuples.map((tuple) => code`(${join(tuple, ", ")})`),
    ", ",
  );
  const line = code`${head}(&[${items}])${raw(tail)}`;
  if (items.text.length <= callWidth && fits(depth, line)) return line;
  return block(
    code`${head}(&[`,
    tuples.map((tuple) => rustCall(depth + 1, raw(""), tuple, ",")),
    code`])${raw(tail)}`,
  );
}

/** A struct field `pub name: Type,`; too long, the type goes on the next line, one level deeper. */
export function rustField(depth: number, name: Code, type: Code): Statement {
  const line = code`pub ${name}: ${type},`;
  return fits(depth, line) ? line : block(code`pub ${name}:`, [code`${type},`]);
}

/** `receiver.method()tail`, as `self.field.check()?;`: too long, the method goes on the next line. */
export function rustMethodCall(depth: number, receiver: Code, method: Code, tail: string): Statement {
  const line = code`${receiver}.${method}${raw(tail)}`;
  return fits(depth, line) ? line : block(receiver, [code`.${method}${raw(tail)}`]);
}

/**
 * `#[serde(argument)]`, one argument: on one line when it fits, else the argument on its own. rustfmt
 * breaks an attribute that reaches column 100, one short of the width it allows other lines.
 */
export function serdeAttribute(depth: number, argument: Code): Statement {
  const line = code`#[serde(${argument})]`;
  return fits(depth, line, maxWidth - 1) ? line : block(code`#[serde(`, [argument], code`)]`);
}
