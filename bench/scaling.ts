/**
 * Scaling of validation with the number of variants: `isCard` of the 1,000-variant synthetic
 * vocabulary on a valid value of its first, middle and last variant, next to Ajv compiled with
 * `discriminator` from that vocabulary's JSON Schema. Flat dispatch means the last variant
 * validates about as fast as the first.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { type Throughput, throughput } from "./measure.js";
import { syntheticDir } from "./generator-timing.js";
import { syntheticInvalid, syntheticValue } from "./synthetic.js";

export interface ScalingRow {
  readonly position: string;
  readonly variant: number;
  readonly generated: Throughput;
  readonly ajvDiscriminator: Throughput;
  readonly invalidGenerated: Throughput;
}

export async function measureScaling(variants: number, rounds: number, roundMs: number): Promise<ScalingRow[]> {
  const dir = join(syntheticDir(variants), "generated");
  const validators = (await import(join(dir, "validators.ts"))) as { isCard: (value: unknown) => boolean };
  const schema = JSON.parse(readFileSync(join(dir, "cards.schema.json"), "utf8")) as { $id: string };
  const ajv = new Ajv2020({ strict: true, discriminator: true, allowUnionTypes: true });
  ajv.addSchema(schema);
  const ajvCard = ajv.getSchema(`${schema.$id}#/$defs/Card`)!;
  const contenders = [
    { name: "generated", checks: [validators.isCard] },
    { name: "ajv", checks: [(value: unknown) => ajvCard(value) as boolean] },
  ];
  const positions = [
    ["first", 0],
    ["middle", variants >> 1],
    ["last", variants - 1],
  ] as const;
  return positions.map(([position, variant]) => {
    const valid = throughput(contenders, [{ type: 0, value: syntheticValue(variant) }], { rounds, roundMs });
    const invalid = throughput(contenders.slice(0, 1), [{ type: 0, value: syntheticInvalid(variant) }], {
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

/** A host bridge over the synthetic union, made with the generated `defineCardBridge`, writing every arm. */
export function exhaustiveBridge(variants: number): string {
  const arms: string[] = [];
  for (let index = 0; index < variants; index++) {
    arms.push(`  card${String(index).padStart(4, "0")}: (view) => view.title + view.count,`);
  }
  return `import { defineCardBridge } from "./generated/bridge.js";

export const bridge = defineCardBridge<undefined, string>({
${arms.join("\n")}
});
`;
}
