/**
 * `grep`: a regular-expression search over the files below a folder of the workspace. There is no
 * pending search card (results exist only after the search), so it opens as a generic `search`
 * card and settles as matches grouped by file, rebuilt from the result's `meta` with its cap
 * (`truncated`, `total`). The model sees `path:line: text`, one match a line.
 */
import { z } from "zod";
import type { SearchFileMatches } from "../../../generated/types.js";
import { isSearchFileMatches } from "../../../generated/validators.js";
import { counted, failureReason } from "./files.js";
import { globMatcher } from "./glob-pattern.js";
import { demoTool, failed, metaOf, succeeded } from "./tool.js";
import { walkFiles } from "./walk-files.js";
import { resolveInside } from "./workspace.js";
import { openToRead, readAndClose } from "./confined-open.js";

const grepMeta = z.object({
  files: z.array(z.custom<SearchFileMatches>((value) => isSearchFileMatches(value))),
  truncated: z.boolean(),
  total: z.number().int().min(0),
});

const matchCap = 100;

export const grep = demoTool({
  name: "grep",
  args: z.object({ pattern: z.string().min(1), path: z.string().optional(), glob: z.string().optional() }),
  presentCall: (args) => ({
    card: "generic",
    title: `Grep ${args.pattern}${args.glob === undefined ? "" : ` in ${args.glob}`}`,
    kind: "search",
  }),
  presentResult: (_args, result) => {
    if (result.isError) return undefined;
    const meta = metaOf(grepMeta, result);
    return { card: "search", shape: "matches", files: meta.files, truncated: meta.truncated, total: meta.total };
  },
  run: async (args, workspace) => {
    const folder = resolveInside(workspace, args.path ?? ".");
    if (!folder.ok) return failed(folder.message);
    let expression: RegExp;
    try {
      expression = new RegExp(args.pattern);
    } catch (error) {
      return failed(`the pattern is not a regular expression: ${failureReason(error)}`);
    }
    const wanted = args.glob === undefined ? () => true : globMatcher(args.glob, { anywhere: true });
    const files: SearchFileMatches[] = [];
    let total = 0;
    try {
      const found = await walkFiles(workspace, args.path ?? ".", folder.shown);
      if (!found.ok) return failed(found.message);
      for (const file of found.value) {
        if (!wanted(file.relative)) continue;
        const opened = await openToRead(workspace, file.shown);
        if (!opened.ok) continue;
        const text = await readAndClose(opened.value);
        if (text.includes("\0")) continue;
        const matches = text
          .split(/\r?\n/)
          .flatMap((line, index) => (expression.test(line) ? [{ lineNumber: index + 1, line }] : []));
        const kept = matches.slice(0, Math.max(0, matchCap - total));
        if (kept.length > 0) files.push({ path: file.shown, matches: kept });
        total += matches.length;
      }
    } catch (error) {
      return failed(`cannot search ${args.path ?? "."}: ${failureReason(error)}`);
    }
    const lines = files.flatMap((file) =>
      file.matches.map((match) => `${file.path}:${match.lineNumber}: ${match.line}`),
    );
    const shown = lines.length;
    const text =
      total === 0
        ? "No matches."
        : [...lines, ...(total > shown ? [`(${counted(total - shown, "more match")})`] : [])].join("\n");
    return succeeded(text, { files, truncated: total > shown, total });
  },
});
