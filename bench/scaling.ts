/**
 * Scaling of validation with the number of variants: `isCard` of the largest shaped vocabulary
 * (compiled as a host loads it) on a valid value of its first, middle and last variant, next to Ajv
 * compiled with `discriminator` from that vocabulary's JSON Schema. Flat dispatch means the last
 * variant validates about as fast as the first.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { type Throughput, throughput } from "./measure.js";
import { shapedDir, shapedModules } from "./generator-timing.js";
import { shapedDocument, shapedLeaves } from "./shaped-vocabulary.js";

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
  const schema = JSON.parse(readFileSync(join(shapedDir(variants), "generated", "cards.schema.json"), "utf8")) as {
    $id: string;
  };
  const leaves = shapedLeaves(shapedDocument(variants));
  const ajv = new Ajv2020({ strict: true, discriminator: true, allowUnionTypes: true });
  ajv.addSchema(schema);
  const ajvCard = ajv.getSchema(`${schema.$id}#/$defs/Card`)!;
  const contenders = [
    { name: "generated", checks: [validators.isCard] },
    { name: "ajv", checks: [(value: unknown) => ajvCard(value) as boolean] },
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
