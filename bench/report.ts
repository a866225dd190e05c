/**
 * Turns the benchmark's figures into the printed table and checks them against the targets. The
 * JSON written next to it holds the same figures unrounded.
 */
import type { ProcessTime, Spread, Throughput } from "./measure.js";

export function ops(spreadOf: Spread): string {
  return `${compact(spreadOf.median)} [${compact(spreadOf.min)}–${compact(spreadOf.max)}]`;
}

export function ratio(spreadOf: Spread): string {
  return `${spreadOf.median.toFixed(2)}× [${spreadOf.min.toFixed(2)}–${spreadOf.max.toFixed(2)}]`;
}

export function ms(spreadOf: Spread): string {
  return `${Math.round(spreadOf.median)} ms [${Math.round(spreadOf.min)}–${Math.round(spreadOf.max)}]`;
}

export function processCell(time: ProcessTime): string[] {
  return [ms(time.wall), ms(time.cpu)];
}

export function throughputCells(figure: Throughput): string[] {
  return [ops(figure.opsPerSecond), ratio(figure.ratio)];
}

function compact(value: number): string {
  if (value >= 1e6) return `${(value / 1e6).toFixed(value >= 1e7 ? 1 : 2)}M`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(value >= 1e4 ? 0 : 1)}k`;
  return value.toFixed(0);
}

/** A plain-text table with a title line and aligned columns. */
export function table(title: string, header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ");
  return [title, line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line), ""].join("\n");
}

export interface TargetVerdict {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean | undefined;
}

export function targetTable(verdicts: readonly TargetVerdict[]): string {
  return table(
    "Targets",
    ["target", "measured", "verdict"],
    verdicts.map((verdict) => [
      verdict.target,
      verdict.measured,
      verdict.met === undefined ? "not measured" : verdict.met ? "met" : "MISSED",
    ]),
  );
}
