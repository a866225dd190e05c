/**
 * `grep`: a regular-expression search over the files below a folder of the workspace. There is no
 * pending search card (results exist only after the search), so it opens as a generic `search`
 * card and settles as matches grouped by file, rebuilt from the result's `meta` with its cap
 * (`truncated`, `total`). The model sees `path:line: text`, one match a line. The pattern runs in
 * the match worker, never on the agent's main thread; files over the size cap and binary files are
 * skipped, and a matching line longer than the line cap is cut with a marker.
 */
import { z } from "zod";
import type { SearchFileMatches } from "../../../generated/types.js";
import { isSearchFileMatches } from "../../../generated/validators.js";
import { counted, failureReason } from "./files.js";
import { globExpression, globSubject } from "./glob-pattern.js";
import { capLine, wholeFileCap } from "./limits.js";
import { MatchWorker } from "./match-worker.js";
import { demoTool, failed, metaOf, succeeded } from "./tool.js";
import { describeSkipped, skippedTitle, walkFiles } from "./walk-files.js";
import { resolveInside, type Workspace } from "./workspace.js";
import { openToRead, readAndClose } from "./confined-open.js";

const grepMeta = z.object({
  files: z.array(z.custom<SearchFileMatches>((value) => isSearchFileMatches(value))),
  truncated: z.boolean(),
  total: z.number().int().min(0),
  /** What the walk did not search (`describeSkipped`), when it left anything out. */
  skipped: z.string().optional(),
});

const matchCap = 100;

const title = (args: { readonly pattern: string; readonly glob?: string | undefined }) =>
  `Grep ${args.pattern}${args.glob === undefined ? "" : ` in ${args.glob}`}`;

export const grep = demoTool({
  name: "grep",
  args: z.object({ pattern: z.string().min(1), path: z.string().optional(), glob: z.string().optional() }),
  presentCall: (args) => ({ card: "generic", title: title(args), kind: "search" }),
  presentResult: (args, result) => {
    if (result.isError) return undefined;
    const { files, truncated, total, skipped } = metaOf(grepMeta, result);
    return { card: "search", shape: "matches", ...skippedTitle(title(args), skipped), files, truncated, total };
  },
  run: async (args, context) => {
    const folder = resolveInside(context, args.path ?? ".");
    if (!folder.ok) return failed(folder.message);
    try {
      new RegExp(args.pattern);
    } catch (error) {
      return failed(`the pattern is not a regular expression: ${failureReason(error)}`);
    }
    const files: SearchFileMatches[] = [];
    let total = 0;
    let skipped: string | undefined;
    const worker = new MatchWorker(context.signal);
    try {
      const found = await walkFiles(context, args.path ?? ".", folder.shown);
      if (!found.ok) return failed(found.message);
      skipped = describeSkipped(found.value.skipped);
      let searched = found.value.files;
      if (args.glob !== undefined) {
        const glob = globExpression(args.glob, { anywhere: true });
        const hits = await worker.match(
          glob.source,
          searched.map((file) => globSubject(glob, file.relative)),
          "whole",
        );
        searched = searched.filter((_file, index) => (hits[index]?.length ?? 0) > 0);
      }
      for (const file of searched) {
        const text = await readSearchable(context, file.shown);
        if (text === undefined) continue;
        const [hits = []] = await worker.match(args.pattern, [text], "lines");
        const lines = text.split(/\r?\n/);
        const kept = hits
          .slice(0, Math.max(0, matchCap - total))
          .map((index) => ({ lineNumber: index + 1, line: capLine(lines[index] ?? "") }));
        if (kept.length > 0) files.push({ path: file.shown, matches: kept });
        total += hits.length;
      }
    } catch (error) {
      return failed(`cannot search ${args.path ?? "."}: ${failureReason(error)}`);
    } finally {
      await worker.end();
    }
    const lines = files.flatMap((file) =>
      file.matches.map((match) => `${file.path}:${match.lineNumber}: ${match.line}`),
    );
    const shown = lines.length;
    const text = [
      ...(total === 0 ? ["No matches."] : lines),
      ...(total > shown ? [`(${counted(total - shown, "more match")})`] : []),
      ...(skipped === undefined ? [] : [`(${skipped})`]),
    ].join("\n");
    const truncated = total > shown || skipped !== undefined;
    return succeeded(text, { files, truncated, total, ...(skipped === undefined ? {} : { skipped }) });
  },
});

/** A file's text, unless it cannot be opened inside the workspace, is larger than the cap or is binary. */
async function readSearchable(workspace: Workspace, path: string): Promise<string | undefined> {
  const opened = await openToRead(workspace, path);
  if (!opened.ok) return undefined;
  if (opened.value.stats.size > wholeFileCap) {
    await opened.value.handle.close();
    return undefined;
  }
  const text = await readAndClose(opened.value);
  return text.includes("\0") ? undefined : text;
}
