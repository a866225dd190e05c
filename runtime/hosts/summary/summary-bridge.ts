/**
 * A small host written on the generated skeletons: one line of plain text per card, as a status
 * line or a compact log shows it. It exists to show how a bridge is written, and it is a real
 * bridge the exhaustiveness test breaks by adding and removing variants. It has no terminal, so
 * terminal cards take the prescribed fallbacks (`toolCallFallbacks`, `toolResultFallbacks`).
 */
import {
  type ContentBlock,
  type ToolResultViewCapability,
  defineContentBlockBridge,
  defineToolCallViewBridge,
  defineToolResultViewBridge,
  toolCallFallbacks,
  toolResultFallbacks,
} from "../../../index.js";

/** What the host knows that a card does not: which cards it can show. */
export interface SummaryContext {
  readonly capabilities: readonly ToolResultViewCapability[];
}

const blocks = defineContentBlockBridge<SummaryContext, string>({
  known: {
    text: (block) => block.text,
    image: (block) => `[${block.mimeType} image]`,
  },
  unknown: (block) => `[${block.type} block]`,
});

function summarizeContent(content: readonly ContentBlock[] | undefined, context: SummaryContext): string {
  return (content ?? []).map((block) => blocks.render(block, context)).join(" ");
}

function countOf(count: number, noun: string, truncated: boolean): string {
  return `${count}${truncated ? "+" : ""} ${noun}${count === 1 ? "" : "s"}`;
}

export const summaryCallBridge = defineToolCallViewBridge<SummaryContext, string>(
  {
    generic: (view, context) => [view.title, summarizeContent(view.content, context)].filter(Boolean).join(": "),
    terminal: (view) => `$ ${view.title}`,
    diff: (view) => `${view.title} (${countOf(view.diffs.length, "file", false)})`,
  },
  {
    capabilities: ["diff"],
    fallbacks: toolCallFallbacks,
  },
);

export const summaryResultBridge = defineToolResultViewBridge<SummaryContext, string>(
  {
    generic: (view, context) => [view.title, summarizeContent(view.content, context)].filter(Boolean).join(": "),
    terminal: (view) => `${view.title ?? "command"} exited ${view.signal ?? String(view.exitCode ?? "")}`.trim(),
    diff: (view) => `${view.title ?? "changed"} (${countOf(view.diffs.length, "file", false)})`,
    search: {
      matches: (view) =>
        `${countOf(view.total, "match", view.truncated)} in ${countOf(view.files.length, "file", false)}`,
      paths: (view) => countOf(view.total, "path", view.truncated),
    },
    read: (view) => `${view.path}:${view.offset} (${countOf(view.lines.length, "line", false)} of ${view.totalLines})`,
    web: {
      search: (view) => countOf(view.sources.length, "source", view.truncated),
      fetch: (view) => `${view.url} (${view.statusCode})`,
    },
  },
  {
    capabilities: (context) => context.capabilities,
    fallbacks: toolResultFallbacks,
  },
);
