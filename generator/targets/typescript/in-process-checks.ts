/**
 * The generated checks of any vocabulary, run in the generator's own process: the explainers behind
 * `validateX` (and the enum matchers they call), emitted as plain JavaScript and evaluated once, so a version
 * of the vocabulary read from git is checked exactly as its own generated code checks it, with the
 * same verdicts and messages, and without Ajv. The code comes from the same emitters, through the
 * code builder, so no vocabulary text can become code.
 */
import { code, identifier, join, render } from "../../emit/code.js";
import type { Ir } from "../../lower/ir.js";
import { checkedTypes } from "../../lower/ir.js";
import * as runtime from "../../../runtime/core/validation.js";
import type { Explainer, Validation } from "../../../runtime/core/validation.js";
import { emitExplainers } from "./emit-explainers.js";
import { emitMatchers } from "./emit-guards.js";
import { explainerName, explainerRuntime } from "./naming.js";

/** `validateX` for the type named `type`, or undefined when the vocabulary declares no such type. */
export type InProcessValidate = (type: string, value: unknown) => Validation<unknown> | undefined;

export function inProcessChecks(ir: Ir): InProcessValidate {
  const names = checkedTypes(ir).map((type) => type.name);
  const body = render([
    code`const { ${join(explainerRuntime.map(identifier), ", ")} } = runtime;`,
    ...emitMatchers(ir, false),
    ...emitExplainers(ir, false).statements,
    code`return new Map([${join(
      names.map((name) => code`[${name}, ${identifier(explainerName(name))}]`),
      ", ",
    )}]);`,
  ]);
  // oxlint-disable-next-line typescript/no-implied-eval -- the body is emitted through the code builder, never concatenated from input
  const table = new Function("runtime", body.text)(runtime) as ReadonlyMap<string, Explainer>;
  return (type, value) => {
    const explainer = table.get(type);
    return explainer === undefined ? undefined : runtime.explain(type, explainer, value);
  };
}
