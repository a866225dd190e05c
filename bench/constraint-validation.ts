/**
 * Validation throughput with constraints: the vectors of the two fixtures that use every constraint
 * keyword (`constraints`: lengths, item counts, exclusive bounds up to 2^53 and 1e308;
 * `string-constraints`: I-Regexp patterns with Unicode categories, and every format), checked by
 * the generated `isX` and `validateX` and by Ajv compiled as `cardc/ajv` is (cardc's formats
 * added), which is the baseline of the ratios. Verdicts are compared with the vectors' before timing.
 */
import { compileSchema } from "../generator/targets/typescript/compile-ajv.js";
import { buildJsonSchema } from "../generator/emit/emit-json-schema.js";
import { fixtureOut, fixtureSource, readVectors, writeFixtureTrees } from "../test/support/fixture-trees.js";
import { generateOk } from "../test/support/generate.js";
import { type Contender, type Input, type Throughput, throughput } from "./measure.js";

const fixtures = ["constraints", "string-constraints"] as const;

export interface ConstraintValidation {
  readonly valid: number;
  readonly invalid: number;
  readonly rows: readonly {
    readonly name: string;
    readonly valid: Throughput;
    readonly invalid: Throughput;
    readonly disagreements: number;
  }[];
}

type Check = (value: unknown) => unknown;

export async function measureConstraintValidation(rounds: number, roundMs: number): Promise<ConstraintValidation> {
  await writeFixtureTrees();
  const types: string[] = [];
  const inputs: (Input & { readonly valid: boolean })[] = [];
  const checks = { ajv: [] as Check[], is: [] as Check[], validate: [] as Check[] };
  for (const fixture of fixtures) {
    const { ir } = await generateOk(fixtureSource(fixture));
    const ajv = compileSchema(buildJsonSchema(ir, { forAjv: true }));
    const generated = (await import(`${fixtureOut(fixture)}/validators.ts`)) as Record<string, Check>;
    for (const vector of readVectors(fixtureOut(fixture))) {
      const key = `${fixture}/${vector.type}`;
      let type = types.indexOf(key);
      if (type < 0) {
        type = types.push(key) - 1;
        const schema = ajv.getSchema(`${ir.id}#/$defs/${vector.type}`);
        if (schema === undefined) throw new Error(`Ajv has no schema for ${key}`);
        checks.ajv.push((value) => schema(value));
        checks.is.push(generated[`is${vector.type}`]!);
        const validate = generated[`validate${vector.type}`]!;
        checks.validate.push((value) => (validate(value) as { ok: boolean }).ok);
      }
      inputs.push({ type, value: vector.value, valid: vector.valid });
    }
  }
  const contenders: Contender[] = [
    { name: "Ajv with cardc's formats", checks: checks.ajv as Contender["checks"] },
    { name: "generated isX", checks: checks.is as Contender["checks"] },
    { name: "generated validateX", checks: checks.validate as Contender["checks"] },
  ];
  const verdict = (contender: Contender, input: Input): boolean => contender.checks[input.type]!(input.value);
  const valid = inputs.filter((input) => input.valid);
  const invalid = inputs.filter((input) => !input.valid);
  const onValid = throughput(contenders, valid, { rounds, roundMs });
  const onInvalid = throughput(contenders, invalid, { rounds, roundMs });
  return {
    valid: valid.length,
    invalid: invalid.length,
    rows: contenders.map((contender) => ({
      name: contender.name,
      valid: onValid.get(contender.name)!,
      invalid: onInvalid.get(contender.name)!,
      disagreements: inputs.filter((input) => verdict(contender, input) !== input.valid).length,
    })),
  };
}
