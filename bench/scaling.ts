/**
 * Scaling of validation and dispatch with the number of variants: `isCard` of the largest shaped
 * vocabulary (compiled as a host loads it) on a valid value of its first, middle and last variant,
 * next to the variant's own guard (`isCard0907View`: the same checks without the dispatch), Ajv
 * compiled with `discriminator` from that vocabulary's JSON Schema, as `cardc/ajv` is, and the
 * generated bridge's `dispatchCard`. Flat dispatch means the last variant is found about as fast as
 * the first.
 *
 * The first variant is the generic fallback card, a title alone, so it validates faster than any
 * other whatever the dispatch. The comparison of first and last is therefore made with the first
 * variant that has the last one's fields (the shaped vocabulary repeats its field sets), timed in
 * the same rounds as the last, so only the place in the union differs.
 */
import { join } from "node:path";
import { compileVocabulary } from "../generator/core/generate.js";
import { ajvChecks } from "./peers.js";
import { type Contender, type Throughput, throughput } from "./measure.js";
import { shapedModules } from "./generator-timing.js";
import { type ShapedLeaf, shapedDocument, shapedLeaves, shapedVocabulary } from "./shaped-vocabulary.js";

export interface ScalingRow {
  readonly position: string;
  readonly variant: number;
  readonly generated: Throughput;
  /** The variant's own `isX`; its ratio is to `isCard` in the same round. */
  readonly ownGuard: Throughput;
  readonly ajvDiscriminator: Throughput;
  readonly invalidGenerated: Throughput;
  readonly bridgeDispatch: Throughput;
}

export interface Scaling {
  readonly rows: readonly ScalingRow[];
  /** The leaf the last one is compared with: the first with the same fields. */
  readonly sameFieldsAsLast: number;
  /** `isCard` and `dispatchCard` on the last variant, each with its ratio to the same on `sameFieldsAsLast`. */
  readonly lastAgainstFirst: { readonly isCard: Throughput; readonly dispatchCard: Throughput };
}

type Check = (value: unknown) => boolean;

interface ShapedModules {
  readonly isCard: Check;
  readonly dispatchCard: (arms: unknown, view: unknown, context: undefined) => number;
  readonly [guard: string]: unknown;
}

export async function measureScaling(
  variants: number,
  entryName: string,
  rounds: number,
  roundMs: number,
): Promise<Scaling> {
  const modules = (await import(join(shapedModules(variants), entryName))) as ShapedModules;
  const compiled = compileVocabulary(shapedVocabulary(variants));
  if (!compiled.ok) throw new Error("the shaped vocabulary does not compile");
  const document = shapedDocument(variants);
  const leaves = shapedLeaves(document);
  const [ajvCard] = ajvChecks(compiled.ir, ["Card"], true);
  const arms = armsOf(leaves);
  const dispatch: Check = (value) => modules.dispatchCard(arms, value, undefined) > 0;
  const last = leaves.length - 1;
  const sameFieldsAsLast = leaves.findIndex((leaf) => fieldsOf(leaf) === fieldsOf(leaves[last]!));
  const options = { rounds, roundMs };
  const positions = [
    ["first", 0],
    ["first with the last's fields", sameFieldsAsLast],
    ["middle", leaves.length >> 1],
    ["last", last],
  ] as const;
  const rows = positions.map(([position, variant]): ScalingRow => {
    const { value } = leaves[variant]!;
    const ownGuard = modules[`is${leafName(document, leaves[variant]!)}`] as Check;
    const valid = throughput(
      [
        { name: "generated", checks: [modules.isCard] },
        { name: "own guard", checks: [ownGuard] },
        { name: "ajv", checks: [ajvCard!] },
        { name: "bridge", checks: [dispatch] },
      ],
      [{ type: 0, value }],
      options,
    );
    // An extra key: rejected only after every field has been looked at.
    const invalid = throughput(
      [{ name: "generated", checks: [modules.isCard] }],
      [{ type: 0, value: { ...value, unexpectedKey: 1 } }],
      options,
    );
    return {
      position,
      variant,
      generated: valid.get("generated")!,
      ownGuard: valid.get("own guard")!,
      ajvDiscriminator: valid.get("ajv")!,
      invalidGenerated: invalid.get("generated")!,
      bridgeDispatch: valid.get("bridge")!,
    };
  });
  const against = (check: Check): Throughput => {
    const on = (variant: number): Contender["checks"] => {
      const { value } = leaves[variant]!;
      return [() => check(value)];
    };
    const contenders = [
      { name: "first", checks: on(sameFieldsAsLast) },
      { name: "last", checks: on(last) },
    ];
    return throughput(contenders, [{ type: 0, value: undefined }], options).get("last")!;
  };
  return {
    rows,
    sameFieldsAsLast,
    lastAgainstFirst: { isCard: against(modules.isCard), dispatchCard: against(dispatch) },
  };
}

/** A leaf's keys, tags included: two leaves with the same keys have the same fields and values of the same shape. */
function fieldsOf(leaf: ShapedLeaf): string {
  return Object.keys(leaf.value).sort().join(",");
}

/** The declared name of a leaf variant, whose own guard is `is` and that name. */
function leafName(document: ReturnType<typeof shapedDocument>, leaf: ShapedLeaf): string {
  const card = (document["types"] as Record<string, { variants: Record<string, Record<string, unknown>> }>)["Card"]!;
  const [tag, shape] = leaf.path.split(".") as [string, string | undefined];
  const variant = card.variants[tag]!;
  const named =
    shape === undefined ? variant : (variant["variants"] as Record<string, Record<string, unknown>>)[shape]!;
  return named["name"] as string;
}

/** Bridge arms for every leaf (a nested union's as a nested object), each returning 1. */
function armsOf(leaves: readonly ShapedLeaf[]): Record<string, unknown> {
  const arms: Record<string, Record<string, unknown> | (() => number)> = {};
  for (const { path } of leaves) {
    const [tag, shape] = path.split(".") as [string, string | undefined];
    if (shape === undefined) arms[tag] = () => 1;
    else ((arms[tag] ??= {}) as Record<string, unknown>)[shape] = () => 1;
  }
  return arms;
}
