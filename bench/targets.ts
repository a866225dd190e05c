/**
 * The performance targets, one row each, in the order docs/performance.md lists them: what was
 * measured, its ratio to the yardstick of the same run (`node -e 0`, the hand-written guard, a cached
 * `jsonschema` validator, the vocabulary's own growth), the target, and whether it was met. A target
 * set for 1,000 variants is judged only when the run reached 1,000 (`--quick` stops short).
 */
import type { RealGenerator, ShapedRow } from "./generator-timing.js";
import type { ImportRow } from "./import-time.js";
import type { LspFigures } from "./lsp-timing.js";
import type { Spread, Throughput } from "./measure.js";
import type { PythonRow } from "./python-validation.js";
import type { Scaling } from "./scaling.js";
import { size, ms, ops, ratio } from "./report.js";
import type { ValidationRow } from "./validation.js";

export interface TargetRow {
  readonly figure: string;
  readonly measured: string;
  readonly ratio: string;
  readonly target: string;
  /** Undefined when the run did not measure what the target is about (e.g. `--quick`). */
  readonly met: boolean | undefined;
}

export interface Figures {
  readonly generator: RealGenerator;
  /** Shaped vocabularies, smallest first; targets are judged on the largest. */
  readonly shaped: readonly ShapedRow[];
  readonly validation: readonly ValidationRow[];
  readonly python: { readonly valid: PythonRow; readonly invalid: PythonRow };
  /** The `.` export first (`measureImports`). */
  readonly imports: readonly ImportRow[];
  /** `cardc lsp` on the largest shaped vocabulary. */
  readonly lsp: LspFigures;
  /** Validation and dispatch on the largest shaped vocabulary, by the variant's place. */
  readonly scaling: Scaling;
}

/** The size every "at 1,000 variants" target is set for. */
const targetVariants = 1000;

const wallAndRatio = (time: { wall: Spread; ratio: Spread }) => ({
  measured: ms(time.wall),
  ratio: `${ratio(time.ratio)} node -e 0`,
});

export function targetRows(figures: Figures): TargetRow[] {
  const { generator, shaped, python } = figures;
  const largest = shaped[shaped.length - 1]!;
  const smallest = shaped[0]!;
  const atScale = largest.variants >= targetVariants;
  const scaled = (met: boolean) => (atScale ? met : undefined);
  const at = `at ${largest.variants} variants`;
  const guard = (name: string, side: "valid" | "invalid"): Throughput =>
    figures.validation.find((row) => row.name === name)![side];
  const versusGuard = (figure: Throughput) => ({
    measured: `${ops(figure.opsPerSecond)}/s`,
    ratio: `${ratio(figure.ratio)} the guard`,
  });
  const ajvShare = largest.ajvCompileMs / largest.uncachedGen.wall.median;
  const growth = sizeGrowth(smallest, largest);
  const slopes = instantiationSlopes(shaped);
  const dotImport = figures.imports[0]!;
  const lspAfterCheck = figures.lsp.rows.filter((row) => row.afterCheck);
  const slowestAnswer = lspAfterCheck.reduce((slowest, row) => (row.ms.median > slowest.ms.median ? row : slowest));
  const withEdit = figures.lsp.rows.find((row) => !row.afterCheck && row.request.startsWith("definition"))!;
  const lastVersusFirst = (name: string, figure: Throughput): TargetRow => ({
    figure: `${name} on the last of ${largest.variants} variants, against the first (the first with its fields, #${figures.scaling.sameFieldsAsLast})`,
    measured: `${ops(figure.opsPerSecond)}/s`,
    ratio: `${ratio(figure.ratio)} the first`,
    target: "within 1.5×",
    // Slower by at most 1.5×: a ratio of at least 1 / 1.5.
    met: scaled(figure.ratio.median >= 1 / 1.5),
  });

  return [
    {
      figure: "`gen --check` on the real vocabulary (generator process)",
      ...wallAndRatio(generator.check),
      target: "≤ 2.5×",
      met: generator.check.ratio.median <= 2.5,
    },
    {
      figure: "`gen` after a one-line doc change",
      ...wallAndRatio(generator.docChange),
      target: "≤ 3.5×",
      met: generator.docChange.ratio.median <= 3.5,
    },
    {
      figure: `fresh \`gen\` ${at}, Ajv's code cached (with nothing cached ${ms(largest.uncachedGen.wall)}, ${ratio(largest.uncachedGen.ratio)}; Ajv's compile ${Math.round(largest.ajvCompileMs)} ms, ${Math.round(ajvShare * 100)}% of that)`,
      ...wallAndRatio(largest.gen),
      target: "≤ 30×",
      met: scaled(largest.gen.ratio.median <= 30),
    },
    {
      figure: `\`gen --check\` on that output`,
      ...wallAndRatio(largest.check),
      target: "≤ 10×",
      met: scaled(largest.check.ratio.median <= 10),
    },
    {
      figure: `the generated modules the \`.\` export loads, ${at} (largest: ${largest.entry.modules[0]!.path.split("/").at(-1)})`,
      measured: size(largest.entry.bytes),
      ratio: `${(largest.entry.bytes / largest.vocabularyBytes).toFixed(2)}× the vocabulary's source`,
      target: "≤ 2.5 MB",
      met: scaled(largest.entry.bytes <= 2.5e6),
    },
    {
      figure: "importing them in plain node (inside the process)",
      measured: ms(largest.entryImport.ms),
      ratio: "—",
      target: "≤ 30 ms",
      met: scaled(largest.entryImport.ms.median <= 30),
    },
    {
      figure: "`validateX` on invalid cards (verdict and located errors)",
      ...versusGuard(guard("generated validateX", "invalid")),
      target: "≥ 0.5×",
      met: guard("generated validateX", "invalid").ratio.median >= 0.5,
    },
    {
      figure: "`isX` on valid cards",
      ...versusGuard(guard("generated isX", "valid")),
      target: "≥ 1.5×",
      met: guard("generated isX", "valid").ratio.median >= 1.5,
    },
    {
      figure: "`isX` on invalid cards",
      ...versusGuard(guard("generated isX", "invalid")),
      target: "≥ 1.2×",
      met: guard("generated isX", "invalid").ratio.median >= 1.2,
    },
    ...(["valid", "invalid"] as const).map((side) => ({
      figure: `Python \`validate\`, ${side} cards`,
      measured: `${ops(python[side].generated)}/s`,
      ratio: `${ratio(python[side].ratio)} cached jsonschema`,
      target: "≥ 100k/s and ≥ 40×",
      met:
        python[side].wrong.length === 0 && python[side].generated.median >= 100_000 && python[side].ratio.median >= 40,
    })),
    {
      figure: `importing the vocabulary module (${dotImport.name.split(", ").at(-1)}) in plain node (inside the process)`,
      measured: ms(dotImport.ms),
      ratio: "—",
      target: "≤ 10 ms",
      met: dotImport.ms.median <= 10,
    },
    {
      figure: `strict \`tsc\` ${at} (${largest.tsc.instantiations} instantiations)`,
      measured: ms(largest.tsc.wall),
      ratio: slopes.text,
      target: "≤ 2 s, linear",
      met: scaled(largest.tsc.wall.median <= 2000 && slopes.linear),
    },
    lastVersusFirst("`isCard`", figures.scaling.lastAgainstFirst.isCard),
    lastVersusFirst("the bridge's `dispatchCard`", figures.scaling.lastAgainstFirst.dispatchCard),
    {
      figure: `\`cardc lsp\` ${at}: the slowest of ${lspAfterCheck.length} requests after the check of an edit (${slowestAnswer.request})`,
      measured: ms(slowestAnswer.ms),
      ratio: "—",
      target: "≤ 100 ms",
      met: scaled(slowestAnswer.ms.median <= 100),
    },
    {
      figure: `\`cardc lsp\` ${at}: a request sent with the edit, before the check (it indexes the version)`,
      measured: ms(withEdit.ms),
      ratio: "—",
      target: "≤ 100 ms",
      met: scaled(withEdit.ms.median <= 100),
    },
    {
      figure: `size ${at}: the fastest-growing file a host imports (${growth.path}), ${smallest.variants} → ${largest.variants} variants`,
      measured: `${size(largest.files[growth.path]!)}, ×${growth.file.toFixed(2)}`,
      ratio: `${(growth.file / growth.vocabulary).toFixed(2)}× the vocabulary's growth (×${growth.vocabulary.toFixed(2)})`,
      target: "≤ 1.00×",
      met: scaled(growth.file <= growth.vocabulary),
    },
  ];
}

/** The host-imported file whose bytes grew most between two sizes, and how much the vocabulary grew. */
export function sizeGrowth(from: ShapedRow, to: ShapedRow): { path: string; file: number; vocabulary: number } {
  const growths = Object.entries(to.files)
    .filter(([path]) => (from.files[path] ?? 0) > 0)
    .map(([path, bytes]) => ({ path, file: bytes / from.files[path]! }))
    .sort((a, b) => b.file - a.file);
  return { ...growths[0]!, vocabulary: to.vocabularyBytes / from.vocabularyBytes };
}

/**
 * Instantiations per added variant over the first and the last step between sizes: linear when
 * the last is no more than 10% above the first (a constant per variant, whatever the size).
 */
function instantiationSlopes(rows: readonly ShapedRow[]): { text: string; linear: boolean } {
  if (rows.length < 3) return { text: "—", linear: false };
  const slope = (a: ShapedRow, b: ShapedRow) =>
    (b.tsc.instantiations - a.tsc.instantiations) / (b.variants - a.variants);
  const first = slope(rows[0]!, rows[1]!);
  const last = slope(rows[rows.length - 2]!, rows[rows.length - 1]!);
  return {
    text: `${first.toFixed(0)} then ${last.toFixed(0)} per added variant`,
    linear: last <= first * 1.1,
  };
}
