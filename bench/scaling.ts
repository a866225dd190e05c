/**
 * Scaling of validation with the number of variants: `isCard` of the largest shaped vocabulary
 * (compiled as a host loads it) on a valid value of its first, middle and last variant, next to Ajv
 * compiled with `discriminator` from that vocabulary's JSON Schema, as `cardc/ajv` is. Flat dispatch means the last
 * variant validates about as fast as the first.
 */
import { join } from "node:path";
import { compileVocabulary } from "../generator/core/generate.js";
import { ajvChecks } from "./peers.js";
import { type Throughput, throughput } from "./measure.js";
import { shapedModules } from "./generator-timing.js";
import { shapedDocument, shapedLeaves, shapedVocabulary } from "./shaped-vocabulary.js";

export interface ScalingRow {
  readonly position: string;
  readonly variant: number;
  readonly generated: Throughput;
  readonly ajvDiscriminator: Throughput;
  readonly invalidGenerated: Throughput;
}

export async function measureScaling(
  variants: number,
  entryName: string,
  rounds: number,
  roundMs: number,
): Promise<ScalingRow[]> {
  const validators = (await import(join(shapedModules(variants), entryName))) as {
    isCard: (value: unknown) => boolean;
  };
  const compiled = compileVocabulary(shapedVocabulary(variants));
  if (!compiled.ok) throw new Error("the shaped vocabulary does not compile");
  const leaves = shapedLeaves(shapedDocument(variants));
  const [ajvCard] = ajvChecks(compiled.ir, ["Card"], true);
  const contenders = [
    { name: "generated", checks: [validators.isCard] },
    { name: "ajv", checks: [ajvCard!] },
  ];
  const positions = [
    ["first", 0],
    ["middle", leaves.length >> 1],
    ["last", leaves.length - 1],
  ] as const;
  return positions.map(([position, variant]) => {
    const { value } = leaves[variant]!;
    const valid = throughput(contenders, [{ type: 0, value }], { rounds, roundMs });
    // An extra key: rejected only after every field has been looked at.
    const invalid = throughput(contenders.slice(0, 1), [{ type: 0, value: { ...value, unexpectedKey: 1 } }], {
      rounds,
      roundMs,
    });
    return {
      position,
      variant,
      generated: valid.get("generated")!,
      ajvDiscriminator: valid.get("ajv")!,
      invalidGenerated: invalid.get("generated")!,
    };
  });
}
