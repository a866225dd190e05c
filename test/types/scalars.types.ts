/**
 * Type-level tests of named scalars and `const` on the fixture that has them: a scalar is its
 * primitive wherever one is expected, a `const` field or scalar takes its literal only, and an array
 * or a map of a scalar holds the primitive.
 */
import type * as Fixture from "../fixtures/scalars/out/types.js";

const cost: Fixture.Cost = 2.5;
export const total: number = cost + 1;

export const query: Fixture.Query = {
  version: 2,
  kind: "query",
  cost,
  costs: [0, 1.5],
  state: null,
  ports: [[5432]],
  portsByHost: { db: 5432 },
  costsByStep: { parse: [0.5] },
};

// @ts-expect-error a const field takes its literal only
export const otherKind: Fixture.Query = { ...query, kind: "select" };

// @ts-expect-error a scalar with a const is its literal
export const otherVersion: Fixture.Version = 3;

// @ts-expect-error a scalar of numbers holds no text
export const textCost: Fixture.Cost = "2.5";

// @ts-expect-error a map of a scalar of numbers holds no text
export const textPort: Fixture.Query = { ...query, portsByHost: { db: "5432" } };
