/**
 * Validation throughput on the real vocabulary: every contender checks the same test vectors of
 * the two card unions (`ToolCallView`, `ToolResultView`), valid and invalid ones timed apart.
 * Before timing, each contender's verdict on every vector is compared with the vector's own, and
 * the disagreements are reported next to its speed.
 */
import * as generated from "../generated/validators.js";
import { buildVectors } from "../generator/emit/vectors.js";
import type { Ir } from "../generator/lower/ir.js";
import * as hand from "./hand-guard.js";
import { type Contender, type Input, type Throughput, throughput } from "./measure.js";
import { ajvChecks, typeBoxChecks, zodChecks } from "./peers.js";

const cardTypes = ["ToolCallView", "ToolResultView"] as const;

export interface ValidationRow {
  readonly name: string;
  readonly valid: Throughput;
  readonly invalid: Throughput;
  /** Vectors on which this contender's verdict differs from the vector's. */
  readonly disagreements: number;
}

type Check = (value: unknown) => boolean;

/** The hand-written guard comes first: it is the baseline every ratio is taken against. */
function validationContenders(ir: Ir): Contender[] {
  return [
    { name: "hand-written guard", checks: [hand.isToolCallView, hand.isToolResultView] },
    { name: "generated isX", checks: [generated.isToolCallView, generated.isToolResultView] },
    {
      name: "generated validateX",
      checks: [
        (value: unknown) => generated.validateToolCallView(value).ok,
        (value: unknown) => generated.validateToolResultView(value).ok,
      ],
    },
    { name: "Ajv, discriminator", checks: ajvChecks(ir, cardTypes, true) },
    { name: "Ajv, plain oneOf", checks: ajvChecks(ir, cardTypes, false) },
    { name: "TypeBox compiler", checks: typeBoxChecks(ir, cardTypes) },
    { name: "zod 4", checks: zodChecks(ir, cardTypes) },
  ];
}

function cardInputs(ir: Ir): (Input & { readonly valid: boolean })[] {
  return buildVectors(ir)
    .filter((vector) => (cardTypes as readonly string[]).includes(vector.type))
    .map((vector) => ({
      type: cardTypes.indexOf(vector.type as (typeof cardTypes)[number]),
      value: vector.value,
      valid: vector.valid,
    }));
}

export function measureValidation(ir: Ir, rounds: number, roundMs: number): ValidationRow[] {
  const inputs = cardInputs(ir);
  const contenders = validationContenders(ir);
  const verdict = (c: Contender, input: Input): boolean => (c.checks[input.type] as Check)(input.value);
  const disagreements = new Map(
    contenders.map((c) => [c.name, inputs.filter((input) => verdict(c, input) !== input.valid).length]),
  );
  const onValid = throughput(
    contenders,
    inputs.filter((input) => input.valid),
    { rounds, roundMs },
  );
  const onInvalid = throughput(
    contenders,
    inputs.filter((input) => !input.valid),
    { rounds, roundMs },
  );
  return contenders.map((c) => ({
    name: c.name,
    valid: onValid.get(c.name)!,
    invalid: onInvalid.get(c.name)!,
    disagreements: disagreements.get(c.name)!,
  }));
}

export function validationInputCounts(ir: Ir): { valid: number; invalid: number } {
  const inputs = cardInputs(ir);
  return {
    valid: inputs.filter((input) => input.valid).length,
    invalid: inputs.filter((input) => !input.valid).length,
  };
}
