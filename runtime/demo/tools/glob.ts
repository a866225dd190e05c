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
import { walkFiles } from "./walk-files.js";
import { resolveInside } from "./workspace.js";

const globMeta = z.object({ paths: z.array(z.string()), truncated: z.boolean(), total: z.number().int().min(0) });

const pathCap = 100;

export const glob = demoTool({
  name: "glob",
  args: z.object({ pattern: z.string().min(1), path: z.string().optional() }),
  presentCall: (args) => ({ card: "generic", title: `Glob ${args.pattern}`, kind: "search" }),
  presentResult: (_args, result) =>
    result.isError ? undefined : { card: "search", shape: "paths", ...metaOf(globMeta, result) },
  run: async (args, context) => {
    const folder = resolveInside(context, args.path ?? ".");
    if (!folder.ok) return failed(folder.message);
    let matching: string[];
    const worker = new MatchWorker(context.signal);
    try {
      const found = await walkFiles(context, args.path ?? ".", folder.shown);
      if (!found.ok) return failed(found.message);
      const glob = globExpression(args.pattern, { anywhere: false });
      const subjects = found.value.map((file) => globSubject(glob, file.relative));
      const hits = await worker.match(glob.source, subjects, "whole");
      matching = found.value.flatMap((file, index) => ((hits[index]?.length ?? 0) > 0 ? [file.shown] : []));
    } catch (error) {
      return failed(`cannot list ${args.path ?? "."}: ${failureReason(error)}`);
    } finally {
      await worker.end();
    }
    const paths = matching.slice(0, pathCap);
    const rest = matching.length - paths.length;
    const text =
      paths.length === 0
        ? "No files matched."
        : [...paths, ...(rest > 0 ? [`(${counted(rest, "more path")})`] : [])].join("\n");
    return succeeded(text, { paths, truncated: rest > 0, total: matching.length });
  },
});
