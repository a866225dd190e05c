/**
 * Turns the benchmark's figures into printed tables: aligned plain text for a terminal, or Markdown
 * (`pnpm bench --markdown`) to paste into docs/performance.md as it is. The JSON written next to it
 * holds the same figures unrounded.
 */
import type { ProcessTime, Spread, Throughput } from "./measure.js";

export function ops(spreadOf: Spread): string {
  return `${compact(spreadOf.median)} [${compact(spreadOf.min)}–${compact(spreadOf.max)}]`;
}

export function ratio(spreadOf: Spread): string {
  return `${spreadOf.median.toFixed(2)}× [${spreadOf.min.toFixed(2)}–${spreadOf.max.toFixed(2)}]`;
}

export function ms(spreadOf: Spread): string {
  // A tenth of a millisecond below 100 ms, so a figure just over a target does not print as the target.
  const milliseconds = (value: number) => (value < 100 ? value.toFixed(1) : String(Math.round(value)));
  return `${milliseconds(spreadOf.median)} ms [${milliseconds(spreadOf.min)}–${milliseconds(spreadOf.max)}]`;
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

/** Bytes in decimal units, as the targets are stated (`2.5 MB` is 2,500,000 bytes). */
export function size(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(2)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(1)} kB`;
  return `${bytes} B`;
}

export type TableFormat = "text" | "markdown";

/** A table with a title line: aligned columns, or a Markdown table under a bold title. */
export function table(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  format: TableFormat,
): string {
  if (format === "markdown") {
    const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
    return [`**${title}**`, "", line(header), `|${header.map(() => "---").join("|")}|`, ...rows.map(line), ""].join(
      "\n",
    );
  }
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ");
  return [title, line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line), ""].join("\n");
}
