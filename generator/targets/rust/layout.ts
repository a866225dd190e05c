/**
 * Where a line of the Rust crate holds vocabulary text (a field name, a tag value, a type name), its
 * length decides how rustfmt lays it out. These describe such a call or attribute's layouts as
 * rustfmt's default settings choose among them, and the printer (`emit/code.ts`) chooses where the
 * line lands, knowing its depth: on one line when its arguments take at most `callArguments` (60)
 * columns (an array argument: its items) and the line at most `line` (100), otherwise one argument
 * per line; a match arm whose call fits on a line of its own gets a block instead. The widths are
 * the Rust dialect's (`syntax.ts`); no emitter passes a depth. A field's type and a signature, long
 * for the full paths the crate names std's and serde's items by (`paths.ts`), break as rustfmt breaks
 * them too.
 *
 *     within(&self.code, "code", &[Must::Integer, Must::Minimum(1_f64)])?;
 *     within(
 *         &self.status_code,
 *         …
 *     )?;
 */
import { type Code, type Page, type Statement, block, braces, layout, raw } from "../../emit/code.js";
import { rust, rustIndentWidth } from "./syntax.js";

const { code, join } = rust;

/** Whether arguments fit rustfmt's width for a call's arguments (an array's items). */
const shortArguments = (page: Page, args: Code) => args.text.length <= (page.widths["callArguments"] ?? 0);

/** Whether `line` fits one level deeper than the page it is asked on. */
const fitsDeeper = (page: Page, line: Code) => page.fits(line, page.widths.line - rustIndentWidth);

/** `head(args)tail`: `not_both(…)?;`. */
export function rustCall(head: Code, args: readonly Code[], tail: string): Statement {
  return layout((page) => {
    const line = code`${head}(${join(args, ", ")})${raw(tail)}`;
    if (shortArguments(page, join(args, ", ")) && page.fits(line)) return line;
    return block(
      code`${head}(`,
      args.map((arg) => code`${arg},`),
      code`)${raw(tail)}`,
    );
  });
}

/**
 * A match arm `pattern => callee(args),`: `"text" => decode_member(rest, Self::Text),`. Too long for
 * its line, the call moves into a block of its own when it fits there; arguments too wide for one
 * line go one per line, after the arrow when the opening still fits on the arm's line.
 */
export function rustArm(pattern: Code, callee: Code, args: readonly Code[]): Statement {
  return layout((page) => {
    const call = code`${callee}(${join(args, ", ")})`;
    const short = shortArguments(page, join(args, ", "));
    if (short && page.fits(code`${pattern} => ${call},`)) return code`${pattern} => ${call},`;
    if (short && fitsDeeper(page, call)) return block(code`${pattern} => {`, [call], raw("}"));
    if (page.fits(code`${pattern} => ${callee}(`)) return rustCall(code`${pattern} => ${callee}`, args, ",");
    return block(code`${pattern} => {`, [rustCall(callee, args, "")], raw("}"));
  });
}

/**
 * `head(&[(a, b), …])tail`, whose one argument is an array of tuples: past the widths, each tuple
 * on a line of its own between the call's first and last lines, and laid out as a call itself.
 */
export function rustTuplesCall(head: Code, tuples: readonly (readonly Code[])[], tail: string): Statement {
  return layout((page) => {
    const items = join(
      tuples.map((tuple) => code`(${join(tuple, ", ")})`),
      ", ",
    );
    const line = code`${head}(&[${items}])${raw(tail)}`;
    if (shortArguments(page, items) && page.fits(line)) return line;
    return block(
      code`${head}(&[`,
      tuples.map((tuple) => rustCall(raw(""), tuple, ",")),
      code`])${raw(tail)}`,
    );
  });
}

/** A type as rustfmt breaks it: a path and the one generic argument it may take (`Option<…>`, `Vec<…>`). */
export interface RustType {
  readonly path: Code;
  readonly argument?: RustType;
  /** A map's key type, the first of its two arguments; `argument` is then its value type. */
  readonly key?: RustType;
}

/** The type on one line: `::core::option::Option<::std::string::String>`, `BTreeMap<K, V>`. */
export function rustTypeText(type: RustType): Code {
  if (type.argument === undefined) return type.path;
  const key = type.key === undefined ? raw("") : code`${rustTypeText(type.key)}, `;
  return code`${type.path}<${key}${rustTypeText(type.argument)}>`;
}

/**
 * `prefix` and the type, then `tail`: past the line's width, its argument goes on a line of its own
 * one level deeper, ending in a comma, and the `>` on the next, as deep as it must.
 */
function brokenType(prefix: Code, type: RustType, tail: string): Statement {
  return layout((page) => {
    const line = code`${prefix}${rustTypeText(type)}${raw(tail)}`;
    if (page.fits(line) || type.argument === undefined) return line;
    // Two arguments break as rustfmt breaks them: one a line.
    const key = type.key === undefined ? [] : [brokenType(raw(""), type.key, ",")];
    return block(code`${prefix}${type.path}<`, [...key, brokenType(raw(""), type.argument, ",")], code`>${raw(tail)}`);
  });
}

/**
 * A struct field `pub name: Type,`. Too long, the type goes on the next line, one level deeper, when
 * it fits there whole; otherwise it breaks at its generic arguments after the name, or, when not even
 * `pub name: Type<` fits, on the next line.
 */
export function rustField(name: Code, type: RustType): Statement {
  return layout((page) => {
    const text = rustTypeText(type);
    const line = code`pub ${name}: ${text},`;
    if (page.fits(line)) return line;
    if (fitsDeeper(page, code`${text},`) || type.argument === undefined)
      return block(code`pub ${name}:`, [code`${text},`]);
    if (page.fits(code`pub ${name}: ${type.path}<`)) return brokenType(code`pub ${name}: `, type, ",");
    return block(code`pub ${name}:`, [brokenType(raw(""), type, ",")]);
  });
}

/**
 * `head(parameters) -> returns { body }`. Too long for its line, each parameter goes on a line of its
 * own and the return type after the closing parenthesis, as rustfmt writes a signature:
 *
 *     fn from_json(
 *         value: &::serde_json::Value,
 *         at: &str,
 *     ) -> ::core::result::Result<Self, ::std::string::String> {
 */
export function rustFn(head: Code, parameters: readonly Code[], returns: Code, body: readonly Statement[]): Statement {
  return layout((page) => {
    const signature = code`${head}(${join(parameters, ", ")}) -> ${returns}`;
    if (page.fits(code`${signature} {`)) return braces(signature, body);
    return [
      block(
        code`${head}(`,
        parameters.map((parameter) => code`${parameter},`),
      ),
      braces(code`) -> ${returns}`, body),
    ];
  });
}

/** `receiver.method()tail`, as `self.field.check()?;`: too long, the method goes on the next line. */
export function rustMethodCall(receiver: Code, method: Code, tail: string): Statement {
  return layout((page) => {
    const line = code`${receiver}.${method}${raw(tail)}`;
    return page.fits(line) ? line : block(receiver, [code`.${method}${raw(tail)}`]);
  });
}

/** `#[serde(argument)]`, one argument: on one line when it fits its width, else the argument on its own. */
export function serdeAttribute(argument: Code): Statement {
  return layout((page) => {
    const line = code`#[serde(${argument})]`;
    return page.fits(line, page.widths["attribute"]) ? line : block(code`#[serde(`, [argument], code`)]`);
  });
}

/** `head { body }closing`, and `head {}` with nothing inside, as rustfmt writes an empty struct (`Self {}`). */
export function rustBraces(head: Code, body: readonly Statement[], closing = "}"): Statement {
  return body.length === 0 ? code`${head} {}${raw(closing.slice(1))}` : braces(head, body, closing);
}

/**
 * `head(args, &[items])tail`, whose last argument is an array: on one line when everything fits;
 * otherwise one argument per line, the array too when its items fit rustfmt's width, else each item
 * on a line of its own. rustfmt overflows an array only when it is a call's one argument.
 */
export function rustCallWithArray(head: Code, args: readonly Code[], items: readonly Code[], tail: string): Statement {
  return layout((page) => {
    const array = code`&[${join(items, ", ")}]`;
    const all = join([...args, array], ", ");
    const line = code`${head}(${all})${raw(tail)}`;
    if (shortArguments(page, all) && page.fits(line)) return line;
    const arrayLine = code`${array},`;
    const arrayStatement =
      shortArguments(page, join(items, ", ")) && fitsDeeper(page, arrayLine)
        ? arrayLine
        : block(
            code`&[`,
            items.map((item) => code`${item},`),
            raw("],"),
          );
    return block(code`${head}(`, [...args.map((arg) => code`${arg},`), arrayStatement], code`)${raw(tail)}`);
  });
}
