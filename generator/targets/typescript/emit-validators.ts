/**
 * Emits `validators.ts`: `isX` / `validateX` and the Standard Schema `XSchema` for every named type,
 * with nothing but generated code and `@cardc/runtime` behind them. `isX` is the straight-line `matchX` of `emit-guards.ts`, a bare
 * verdict; `validateX` runs `explainX` (`emit-explainers.ts`), the same rules written to return the
 * first problem (variant, path, message) or nothing, so a rejection costs one pass, not a verdict
 * and then an explanation.
 *
 *     export function isToolCallView(value: unknown): value is Cards.ToolCallView {
 *       try { return matchToolCallView(value); } catch { return false; }
 *     }
 *     export function validateToolCallView(value: unknown): Validation<Cards.ToolCallView> {
 *       return explain("ToolCallView", explainToolCallView, value);
 *     }
 *
 * `parseJson(typeName, text)` reads JSON text by the rules every host shares (docs/json.md) and runs
 * the named top-level type's `validateX`, the TypeScript entry of the cross-language contract.
 */
import {
  type Code,
  type Statement,
  block,
  braces,
  code,
  docComment,
  identifier,
  join,
  raw,
  render,
} from "../../emit/code.js";
import type { Ir, IrNamedType, IrVariant } from "../../lower/ir.js";
import { checkedTypes, topLevelCheckedTypes } from "../../lower/ir.js";
import { planChecks } from "../../lower/check-plan.js";
import { planStringMatchers } from "../../emit/string-matchers.js";
import { emitExplainers } from "./emit-explainers.js";
import { emitTypeScriptMatchers } from "./string-matchers.js";
import { emitMatchers } from "./emit-guards.js";
import {
  explainerName,
  guardName,
  matcherName,
  parseJsonName,
  standardSchemaName,
  validatorName,
  validatorRuntimeImports,
  validatorTableName,
} from "./naming.js";

export function emitValidators(ir: Ir): Code {
  const named = checkedTypes(ir);
  const explainers = emitExplainers(ir);
  const used = new Set<string>(["explain", "parseText", "standardSchema", ...explainers.uses]);
  const imports = validatorRuntimeImports()
    .filter((name) => used.has(name))
    .map((name) => identifier(name));
  return render([
    code`import type * as Cards from "./types.js";`,
    code`import { type Found, type StandardSchemaV1, type Validation, ${join(imports, ", ")} } from "@cardc/runtime";`,
    code``,
    ...named.flatMap(emitEntryPoints),
    ...emitParseJson(ir),
    ...emitTypeScriptMatchers(planStringMatchers(planChecks(ir))),
    code`// The fast path: the type's rules as plain checks, no error objects. The exported functions above`,
    code`// catch anything a hostile value throws from a getter or proxy trap.`,
    code``,
    ...emitMatchers(ir),
    code``,
    code`// The same rules for validateX, returning a value's first problem, where Ajv's code would report it.`,
    code``,
    ...explainers.statements,
  ]);
}

function emitEntryPoints(named: IrNamedType | IrVariant): Statement[] {
  const type = code`Cards.${identifier(named.name)}`;
  const guard = identifier(guardName(named.name));
  const where = named.kind === "union" ? "the variant and path" : "the path";
  return [
    docComment([`Whether a value is a {@link Cards.${named.name}}. Never throws.`]),
    braces(code`export function ${guard}(value: unknown): value is ${type}`, [
      block(raw("try {"), [code`return ${identifier(matcherName(named.name))}(value);`]),
      block(raw("} catch {"), [code`return false;`], raw("}")),
    ]),
    docComment([
      `Checks a value against {@link Cards.${named.name}}: the typed value, or errors naming ${where}. Never throws.`,
    ]),
    braces(code`export function ${identifier(validatorName(named.name))}(value: unknown): Validation<${type}>`, [
      code`return explain(${named.name}, ${identifier(explainerName(named.name))}, value);`,
    ]),
    docComment([
      `{@link Cards.${named.name}} as a Standard Schema (v1), for any library that takes one: \`validate\` gives the value, or issues with their paths.`,
    ]),
    // Pure, so a bundler drops the objects a host does not use (the package declares no side effects).
    code`export const ${identifier(standardSchemaName(named.name))}: StandardSchemaV1<unknown, ${type}> = ${raw("/* @__PURE__ */ ")}standardSchema(${named.name}, ${identifier(explainerName(named.name))});`,
    code``,
  ];
}

/** `parseJson` and the table of top-level validators it looks a type name up in. */
function emitParseJson(ir: Ir): Statement[] {
  const table = identifier(validatorTableName);
  const result = code`ReturnType<(typeof ${table})[Name]>`;
  return [
    block(
      code`const ${table} = {`,
      topLevelCheckedTypes(ir).map((type) => code`${identifier(type.name)}: ${identifier(validatorName(type.name))},`),
      raw("};"),
    ),
    code``,
    docComment([
      [
        "Reads JSON text as the named top-level type: first the text, by the rules every host shares (no duplicate",
        "keys, no lone surrogates, numbers within ±(2^53 - 1), at most 512 levels deep), then the value, as the",
        "type's validator checks it. Every problem is located by its JSON Pointer. Never throws.",
      ].join("\n"),
    ]),
    // The parameters on lines of their own, as the signature is longer than a line.
    block(code`export function ${identifier(parseJsonName)}<Name extends keyof typeof ${table}>(`, [
      code`typeName: Name,`,
      code`text: string,`,
    ]),
    block(code`): ${result} {`, [code`return parseText(typeName, ${table}, text) as ${result};`], raw("}")),
    code``,
  ];
}
