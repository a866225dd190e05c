/**
 * `glob`: the files of a folder of the workspace whose paths match a pattern. Like `grep`, it
 * opens as a generic `search` card and settles as a path list rebuilt from the result's `meta`,
 * with its cap. The model sees one path a line. Paths are matched in the match worker.
 */
import { z } from "zod";
import { counted, failureReason } from "./files.js";
import { globExpression, globSubject } from "./glob-pattern.js";
import { MatchWorker } from "./match-worker.js";
import { demoTool, failed, metaOf, succeeded } from "./tool.js";
import { describeSkipped, skippedTitle, walkFiles } from "./walk-files.js";
import { resolveInside } from "./workspace.js";

const globMeta = z.object({
  paths: z.array(z.string()),
  truncated: z.boolean(),
  total: z.number().int().min(0),
  /** What the walk did not search (`describeSkipped`), when it left anything out. */
  skipped: z.string().optional(),
});

const pathCap = 100;

export const glob = demoTool({
  name: "glob",
  args: z.object({ pattern: z.string().min(1), path: z.string().optional() }),
  presentCall: (args) => ({ card: "generic", title: `Glob ${args.pattern}`, kind: "search" }),
  presentResult: (args, result) => {
    if (result.isError) return undefined;
    const { paths, truncated, total, skipped } = metaOf(globMeta, result);
    return {
      card: "search",
      shape: "paths",
      ...skippedTitle(`Glob ${args.pattern}`, skipped),
      paths,
      truncated,
      total,
    };
  },
  run: async (args, context) => {
    const folder = resolveInside(context, args.path ?? ".");
    if (!folder.ok) return failed(folder.message);
    let matching: string[];
    let skipped: string | undefined;
    const worker = new MatchWorker(context.signal);
    try {
      const found = await walkFiles(context, args.path ?? ".", folder.shown);
      if (!found.ok) return failed(found.message);
      const glob = globExpression(args.pattern, { anywhere: false });
      skipped = describeSkipped(found.value.skipped);
      const subjects = found.value.files.map((file) => globSubject(glob, file.relative));
      const hits = await worker.match(glob.source, subjects, "whole");
      matching = found.value.files.flatMap((file, index) => ((hits[index]?.length ?? 0) > 0 ? [file.shown] : []));
    } catch (error) {
      return failed(`cannot list ${args.path ?? "."}: ${failureReason(error)}`);
    } finally {
      await worker.end();
    }
    const paths = matching.slice(0, pathCap);
    const rest = matching.length - paths.length;
    const text = [
      ...(paths.length === 0 ? ["No files matched."] : paths),
      ...(rest > 0 ? [`(${counted(rest, "more path")})`] : []),
      ...(skipped === undefined ? [] : [`(${skipped})`]),
    ].join("\n");
    const truncated = rest > 0 || skipped !== undefined;
    return succeeded(text, { paths, truncated, total: matching.length, ...(skipped === undefined ? {} : { skipped }) });
  },
});
