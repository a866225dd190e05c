/**
 * The TypeScript target's test harness (`shared/harness.ts`): its verdicts are given in-process, by
 * each tree's generated `validators.ts` imported as a host imports it: `isX` for a value, `parseJson`
 * for JSON text, and for bytes the strict decoding docs/json.md tells a host to do first
 * (`TextDecoder` with `fatal`), which refuses bytes that are not UTF-8 at `value`. Its gate, the
 * strict `tsc`, is the project's typecheck, and its consumers are the installed package's
 * (`packages.test.ts`), so it has no gates to start and no consumers here.
 */
import { join } from "node:path";
import type { TargetHarness, Verdict, VerdictInput } from "../shared/harness.js";

interface Problem {
  readonly text: string;
  readonly path: string;
}
type Validation = { readonly ok: boolean; readonly errors?: readonly Problem[] };
type Validators = Record<string, ((value: unknown) => unknown) | undefined> & {
  parseJson(typeName: string, text: string): Validation;
};

/** A problem as the other hosts write it: `pointer: message`, `value` for the whole text. */
function located(validation: Validation): Verdict {
  const first = validation.errors?.[0];
  if (validation.ok || first === undefined) return { valid: validation.ok, error: "" };
  return { valid: false, error: `${first.path === "" ? "value" : first.path}: ${first.text}` };
}

function verdictOf(validators: Validators, input: VerdictInput): Verdict {
  if ("bytes" in input) {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(input.bytes);
    } catch {
      return { valid: false, error: "value: is not UTF-8" };
    }
    return located(validators.parseJson(input.type, text));
  }
  if ("text" in input) return located(validators.parseJson(input.type, input.text));
  const valid = validators[`is${input.type}`]?.(input.value) === true;
  if (valid) return { valid, error: "" };
  const validate = validators[`validate${input.type}`];
  return validate === undefined ? { valid, error: "" } : located(validate(input.value) as Validation);
}

export const harness: TargetHarness = {
  async verdicts(batch) {
    const trees = await Promise.all(
      batch.map(async (vocabulary) => (await import(join(vocabulary.tree, "validators.ts"))) as Validators),
    );
    return {
      judge: async (inputs) =>
        new Map(
          inputs.map((input) => {
            const validators = trees[input.vocabulary];
            if (validators === undefined) throw new Error(`${input.id}: no vocabulary ${input.vocabulary}`);
            return [input.id, verdictOf(validators, input)] as const;
          }),
        ),
    };
  },

  gateCommand([command, ...args]) {
    return { command, args, env: {} };
  },
};
