/**
 * Markdown bodies for the result cards no UI protocol has a native view for: file-grouped search
 * matches, path lists, a read window, web sources and a fetch summary. The text bridge prints them
 * under a title line; the ACP bridge sends them as a text content item. Every capped result says so
 * (`Showing 20 of 143 matches; the search was capped.`), so no UI shows a capped result as complete.
 *
 * Paths are shown through the caller's `showPath` (relative to the session's working directory, or
 * as given) inside code spans, which need no escaping for `_` or `*`.
 */
import type {
  ReadResultView,
  SearchMatchesResultView,
  SearchPathsResultView,
  WebFetchResultView,
  WebSearchResultView,
} from "../../../generated/types.js";
import { codeSpan, escapeInline, fencedBlock, linkText } from "@cardc/runtime/markdown";

export type ShowPath = (path: string) => string;

export function searchMatchesBody(view: SearchMatchesResultView, showPath: ShowPath): string {
  const shown = view.files.reduce((sum, file) => sum + file.matches.length, 0);
  const groups = view.files.map(
    (file) =>
      `${codeSpan(showPath(file.path))}\n${fencedBlock(file.matches.map((match) => `${match.lineNumber}: ${match.line}`).join("\n"), "")}`,
  );
  const note = view.truncated
    ? `Showing ${shown} of ${counted(view.total, "match", "matches")}; the search was capped.`
    : view.files.length === 0
      ? "No matches."
      : `${counted(view.total, "match", "matches")} in ${counted(view.files.length, "file", "files")}.`;
  return [...groups, note].join("\n\n");
}

export function searchPathsBody(view: SearchPathsResultView, showPath: ShowPath): string {
  const list = view.paths.map((path) => `- ${codeSpan(showPath(path))}`).join("\n");
  const note = view.truncated
    ? `Showing ${view.paths.length} of ${counted(view.total, "path", "paths")}; the search was capped.`
    : view.paths.length === 0
      ? "No paths matched."
      : `${counted(view.total, "path", "paths")}.`;
  return list === "" ? note : `${list}\n\n${note}`;
}

export function readBody(view: ReadResultView): string {
  const first = view.lines[0];
  const last = view.lines.at(-1);
  if (first === undefined || last === undefined)
    return `No lines shown from line ${view.offset} (${counted(view.totalLines, "line", "lines")} in the file).`;
  const caption =
    first.number === 1 && last.number >= view.totalLines
      ? `All ${counted(view.totalLines, "line", "lines")}.`
      : `Lines ${first.number}–${last.number} of ${view.totalLines}.`;
  return `${caption}\n\n${fencedBlock(view.lines.map((line) => line.text).join("\n"), view.lang ?? "")}`;
}

export function webSearchBody(view: WebSearchResultView): string {
  const sources = view.sources.map((source, index) => {
    const head = `${index + 1}. ${link(source.title ?? source.url, source.url)}`;
    const published = source.publishedAt === undefined ? "" : ` (${escapeInline(source.publishedAt)})`;
    const snippet = source.snippet === undefined ? "" : `\n   ${escapeInline(source.snippet.replace(/\s+/g, " "))}`;
    return `${head}${published}${snippet}`;
  });
  const note = view.truncated
    ? `Showing ${counted(view.sources.length, "source", "sources")}; the provider found more.`
    : view.sources.length === 0
      ? "No sources."
      : `${counted(view.sources.length, "source", "sources")}.`;
  return [
    ...(view.answer === undefined ? [] : [view.answer]),
    ...(sources.length ? [sources.join("\n")] : []),
    note,
  ].join("\n\n");
}

export function webFetchBody(view: WebFetchResultView): string {
  const capped = view.truncated ? " The body was capped." : "";
  return `Fetched ${link(view.url, view.url)}: HTTP ${view.statusCode}.${capped}`;
}

/** `1 match`, `3 matches`. */
function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A Markdown link whose label and destination cannot break out of the link syntax. */
function link(label: string, url: string): string {
  // A backslash would escape the closing `>` under CommonMark, so it is encoded too.
  const destination = url.replace(/[\s<>\\]/g, (char) => encodeURIComponent(char));
  return `[${linkText(label)}](<${destination}>)`;
}
