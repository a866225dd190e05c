/**
 * `glob`: the files of a folder of the workspace whose paths match a pattern. Like `grep`, it
 * opens as a generic `search` card and settles as a path list rebuilt from the result's `meta`,
 * with its cap. The model sees one path a line.
 */
import { z } from "zod";
import { counted, failureReason } from "./files.js";
import { globMatcher } from "./glob-pattern.js";
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
  run: async (args, workspace) => {
    const folder = resolveInside(workspace, args.path ?? ".");
    if (!folder.ok) return failed(folder.message);
    let matching: string[];
    try {
      const matches = globMatcher(args.pattern, { anywhere: false });
      const found = await walkFiles(workspace, args.path ?? ".", folder.shown);
      if (!found.ok) return failed(found.message);
      matching = found.value.flatMap((file) => (matches(file.relative) ? [file.shown] : []));
    } catch (error) {
      return failed(`cannot list ${args.path ?? "."}: ${failureReason(error)}`);
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
