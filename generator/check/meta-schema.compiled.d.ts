/** Types of `meta-schema.compiled.js`, the meta-schema's validator as Ajv's standalone code. */
import type { ErrorObject } from "ajv";

export interface MetaSchemaValidator {
  (value: unknown): boolean;
  /** Every problem the last call found (compiled with `allErrors` and `verbose`); null when it passed. */
  errors?: ErrorObject[] | null;
}

export declare const validate: MetaSchemaValidator;
export default validate;
