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

function fits(depth: number, line: Code): boolean {
  return depth * indentWidth + line.text.length <= maxWidth;
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

/** A match arm `pattern => callee(args),` at `depth`: `"text" => decode_member(rest, Self::Text),`. */
export function rustArm(depth: number, pattern: Code, callee: Code, args: readonly Code[]): Statement {
  const call = code`${callee}(${join(args, ", ")})`;
  const shortArgs = join(args, ", ").text.length <= callWidth;
  if (shortArgs && fits(depth, code`${pattern} => ${call},`)) return code`${pattern} => ${call},`;
  if (shortArgs && fits(depth + 1, call)) return block(code`${pattern} => {`, [call], raw("}"));
  return rustCall(depth, code`${pattern} => ${callee}`, args, ",");
}

/**
 * `head(&[items])tail`, whose one argument is an array: rustfmt keeps the call's parentheses on the
 * first and last lines and puts each item on a line of its own.
 */
export function rustArrayCall(depth: number, head: Code, items: readonly Code[], tail: string): Statement {
  const line = code`${head}(&[${join(items, ", ")}])${raw(tail)}`;
  if (join(items, ", ").text.length <= callWidth && fits(depth, line)) return line;
  return block(
    code`${head}(&[`,
    items.map((item) => code`${item},`),
    code`])${raw(tail)}`,
  );
}

/** `#[serde(argument)]`, one argument: on one line when it fits, else the argument on its own. */
export function serdeAttribute(depth: number, argument: Code): Statement {
  const line = code`#[serde(${argument})]`;
  return fits(depth, line) ? line : block(code`#[serde(`, [argument], code`)]`);
}
