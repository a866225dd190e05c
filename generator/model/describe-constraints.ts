/**
 * A primitive and its constraints in one short phrase, as the reference and the language server's
 * hover show a named scalar or a field: `number, ≥ 0`, `string, always "v1"`, `string, 5 to 5
 * characters`. The words for each constraint kind live here, in one table the compiler holds
 * complete, so every place that names one says the same.
 */
import { type Constraint, type ConstraintTable, constraintOf, renderConstraint } from "./constraints.js";

/** What a phrase is made of: a node's constraints and the one value a `const` fixes it to. */
export interface DescribedConstraints {
  readonly constraints: readonly Constraint[];
  readonly const?: string | number | boolean;
}

export function describeConstraints(primitive: string, node: DescribedConstraints): string {
  return [primitive, ...constraintPhrases(node)].join(", ");
}

/** One phrase per constraint present, the `const` first, as the checks try them. */
export function constraintPhrases(node: DescribedConstraints): string[] {
  return [
    ...(node.const === undefined ? [] : [`always ${JSON.stringify(node.const)}`]),
    ...boundPhrases(node.constraints),
  ];
}

/** `1 to 10` for a closed range; otherwise each constraint's own words. */
export function boundPhrases(constraints: readonly Constraint[]): string[] {
  const minimum = constraintOf(constraints, "minimum");
  const maximum = constraintOf(constraints, "maximum");
  const rest = constraints.filter((constraint) => constraint !== minimum && constraint !== maximum);
  const range =
    minimum !== undefined && maximum !== undefined
      ? [`${minimum.limit} to ${maximum.limit}`]
      : [minimum, maximum].flatMap((bound) => (bound === undefined ? [] : [renderConstraint(constraintWords, bound)]));
  return [...range, ...rest.map((constraint) => renderConstraint(constraintWords, constraint))];
}

const constraintWords: ConstraintTable<string> = {
  maximum: ({ limit }) => `≤ ${limit}`,
  minimum: ({ limit }) => `≥ ${limit}`,
  exclusiveMaximum: ({ limit }) => `< ${limit}`,
  exclusiveMinimum: ({ limit }) => `> ${limit}`,
  maxLength: ({ limit }) => `at most ${limit} characters`,
  minLength: ({ limit }) => `at least ${limit} characters`,
  pattern: ({ source }) => `matches \`${source}\``,
  format: ({ format }) => `format \`${format}\``,
  maxItems: ({ limit }) => `at most ${limit} items`,
  minItems: ({ limit }) => `at least ${limit} items`,
};
