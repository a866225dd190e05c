/**
 * The text bridge, written on the generated skeletons: every card as plain text with light Markdown
 * (fenced output, diffs and code windows), for logs and terminal UIs. A card prints as a header line
 * — `[read] Read src/a.ts` while pending, `[done] …` or `[failed] …` once settled — and its body.
 * Search and web results say when they were capped, so a log never passes a capped result off as
 * complete. Text can show every card, so nothing is gated.
 */
import {
  defineToolCallViewBridge,
  defineToolResultViewBridge,
  toolCallViewCapabilities,
  toolResultViewCapabilities,
  type ToolCallView,
  type ToolResultView,
} from "../../../generated/index.js";
import { fencedBlock } from "@cardc/runtime/markdown";
import { readBody, searchMatchesBody, searchPathsBody, webFetchBody, webSearchBody } from "../render/bodies.js";
import { contentText, diffText } from "./blocks.js";
import { showPath, showTitle, type TextContext, type TextResultContext } from "./context.js";

export const textCallBridge = defineToolCallViewBridge<TextContext, string>(
  {
    generic: (view, context) => {
      const locations = (view.locations ?? []).map(
        (location) => `${showPath(context, location.path)}${location.line === undefined ? "" : `:${location.line}`}`,
      );
      return card(
        `[${view.kind ?? "other"}] ${showTitle(context, view.title, view.locations?.[0]?.path)}`,
        locations.length === 0 ? "" : `Files: ${locations.join(", ")}`,
        contentText(view.content ?? []),
      );
    },
    terminal: (view, context) =>
      card(
        `[execute] $ ${view.title}${view.cwd === undefined ? "" : ` (in ${showPath(context, view.cwd)})`}`,
        view.description ?? "",
      ),
    diff: (view, context) =>
      card(
        `[edit] ${showTitle(context, view.title, view.diffs[0]?.path ?? view.locations?.[0]?.path)}`,
        ...view.diffs.map((diff) => diffText(diff, context)),
      ),
  },
  { capabilities: toolCallViewCapabilities },
);

export const textResultBridge = defineToolResultViewBridge<TextResultContext, string>(
  {
    generic: (view, context) =>
      card(settled(view.title, undefined, context), contentText(view.content ?? context.result.content)),
    terminal: (view, context) =>
      card(
        settled(view.title, undefined, context),
        view.output === undefined || view.output === "" ? "" : fencedBlock(view.output, "console"),
        view.exitCode !== undefined
          ? `Exit code ${view.exitCode}.`
          : view.signal !== undefined
            ? `Ended by ${view.signal}.`
            : "",
      ),
    diff: (view, context) =>
      card(settled(view.title, view.diffs[0]?.path, context), ...view.diffs.map((diff) => diffText(diff, context))),
    search: {
      matches: (view, context) =>
        card(
          settled(view.title, undefined, context),
          searchMatchesBody(view, (path) => showPath(context, path)),
        ),
      paths: (view, context) =>
        card(
          settled(view.title, undefined, context),
          searchPathsBody(view, (path) => showPath(context, path)),
        ),
    },
    read: (view, context) => card(settled(view.title ?? `Read ${view.path}`, view.path, context), readBody(view)),
    web: {
      search: (view, context) => card(settled(view.title, undefined, context), webSearchBody(view)),
      fetch: (view, context) => card(settled(view.title, undefined, context), webFetchBody(view)),
    },
  },
  { capabilities: toolResultViewCapabilities },
);

/** A pending card as text. */
export function toolCallText(view: ToolCallView, context: TextContext = {}): string {
  return textCallBridge.render(view, context);
}

/** A settled card as text. */
export function toolResultText(view: ToolResultView, context: TextResultContext): string {
  return textResultBridge.render(view, context);
}

/** The header line of a settled card: its status, then its title (with its own path shown relative). */
function settled(title: string | undefined, path: string | undefined, context: TextResultContext): string {
  const status = context.result.isError ? "[failed]" : "[done]";
  return title === undefined ? status : `${status} ${showTitle(context, title, path)}`;
}

/** A header and the non-empty parts of a body, a blank line apart. */
function card(header: string, ...body: string[]): string {
  return [header, ...body.filter((part) => part !== "")].join("\n\n");
}
