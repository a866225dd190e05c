/**
 * The Ajv options the standalone validators are compiled with, and Ajv's version, read without
 * loading Ajv: both are inputs of the artifact, hashed into its header (`emit-ajv.ts`).
 */
import ajvPackage from "ajv/package.json" with { type: "json" };

export const ajvVersion: string = ajvPackage.version;

export const ajvOptions = {
  strict: true,
  allErrors: false,
  discriminator: true,
  // Inherited keys are no part of a JSON value.
  ownProperties: true,
  allowUnionTypes: true,
  // The schema is cardc's own output, validated against the 2020-12 meta-schema by the agreement
  // test; compiling the meta-schema on every run cost ~100 ms of CPU, a third of Ajv's share.
  validateSchema: false,
  code: { source: true, esm: true, lines: true },
} as const;
