/**
 * One function per completed card: the `tool_call_update` that settles the card (`completed`, or
 * `failed` when the tool reported an error). `content` and `locations` on an update replace the
 * earlier arrays, so an update sets them only where the card has something to show.
 *
 * ACP has no search, read or web views, so those cards become Markdown bodies (file-grouped matches,
 * a fenced code window in the file's language, a source list, each saying when it was capped) plus
 * `locations` for every file they name. A terminal result feeds the client's terminal
 * (`_meta.terminal_output` / `_meta.terminal_exit`) and sends no `content`, which would replace the
 * terminal item; a client without terminals gets the generic fallback card instead.
 */
import type {
  DiffResultView,
  GenericResultView,
  ReadResultView,
  SearchMatchesResultView,
  SearchPathsResultView,
  TerminalResultView,
  WebFetchResultView,
  WebSearchResultView,
} from "../../../generated/types.js";
import {
  readBody,
  searchMatchesBody,
  searchPathsBody,
  webFetchBody,
  webSearchBody,
  type ShowPath,
} from "../render/bodies.js";
import { displayPath } from "../render/display-path.js";
import type { AcpResultContext, AcpToolCallUpdate } from "./context.js";
import { acpLocation, acpTitle, contentItem, diffItem, textItem } from "./content.js";

export function genericResult(view: GenericResultView, context: AcpResultContext): AcpToolCallUpdate {
  return { ...settled(view, undefined, context), content: (view.content ?? context.result.content).map(contentItem) };
}

export function terminalResult(view: TerminalResultView, context: AcpResultContext): AcpToolCallUpdate {
  const terminal_id = context.toolCallId;
  const exit =
    view.exitCode !== undefined
      ? { terminal_id, exit_code: view.exitCode }
      : view.signal !== undefined
        ? { terminal_id, signal: view.signal }
        : { terminal_id };
  return {
    ...settled(view, undefined, context),
    _meta: {
      ...(view.output === undefined ? {} : { terminal_output: { terminal_id, data: view.output } }),
      terminal_exit: exit,
    },
  };
}

export function diffResult(view: DiffResultView, context: AcpResultContext): AcpToolCallUpdate {
  return {
    ...settled(view, view.diffs[0]?.path, context),
    content: view.diffs.map((diff) => diffItem(context.cwd, diff)),
    locations: view.diffs.map((diff) => acpLocation(context.cwd, { path: diff.path })),
  };
}

export function searchMatchesResult(view: SearchMatchesResultView, context: AcpResultContext): AcpToolCallUpdate {
  return {
    ...settled(view, undefined, context),
    content: [textItem(searchMatchesBody(view, shownIn(context)))],
    locations: view.files.flatMap((file) =>
      file.matches.map((match) => acpLocation(context.cwd, { path: file.path, line: match.lineNumber })),
    ),
  };
}

export function searchPathsResult(view: SearchPathsResultView, context: AcpResultContext): AcpToolCallUpdate {
  return {
    ...settled(view, undefined, context),
    content: [textItem(searchPathsBody(view, shownIn(context)))],
    locations: view.paths.map((path) => acpLocation(context.cwd, { path })),
  };
}

export function readResult(view: ReadResultView, context: AcpResultContext): AcpToolCallUpdate {
  return {
    ...settled(view, view.path, context),
    content: [textItem(readBody(view))],
    locations: [acpLocation(context.cwd, { path: view.path, line: view.lines[0]?.number ?? view.offset })],
  };
}

export function webSearchResult(view: WebSearchResultView, context: AcpResultContext): AcpToolCallUpdate {
  return { ...settled(view, undefined, context), content: [textItem(webSearchBody(view))] };
}

export function webFetchResult(view: WebFetchResultView, context: AcpResultContext): AcpToolCallUpdate {
  return { ...settled(view, undefined, context), content: [textItem(webFetchBody(view))] };
}

/** The fields every result update has: the id, the final status, and the card's title if it has one. */
function settled(
  view: { readonly title?: string },
  path: string | undefined,
  context: AcpResultContext,
): AcpToolCallUpdate {
  return {
    sessionUpdate: "tool_call_update",
    toolCallId: context.toolCallId,
    status: context.result.isError ? "failed" : "completed",
    ...(view.title === undefined ? {} : { title: acpTitle(view.title, path, context.cwd) }),
  };
}

function shownIn(context: AcpResultContext): ShowPath {
  return (path) => displayPath(context.cwd, path);
}
