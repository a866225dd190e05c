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
import { allNamedTypes } from "../../lower/ir.js";
import { emitExplainers } from "./emit-explainers.js";
import { emitMatchers } from "./emit-guards.js";
import {
  explainerName,
  guardName,
  matcherName,
  standardSchemaName,
  validatorName,
  validatorRuntimeImports,
} from "./naming.js";

export function emitValidators(ir: Ir): Code {
  const named = allNamedTypes(ir);
  const explainers = emitExplainers(ir);
  const used = new Set<string>(["explain", "standardSchema", ...explainers.uses]);
  const imports = validatorRuntimeImports()
    .filter((name) => used.has(name))
    .map((name) => identifier(name));
  return render([
    code`import type * as Cards from "./types.js";`,
    code`import { type Found, type StandardSchemaV1, type Validation, ${join(imports, ", ")} } from "@cardc/runtime";`,
    code``,
    ...named.flatMap(emitEntryPoints),
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
