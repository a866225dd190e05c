/**
 * The search tools. There is no pending search card (results exist only after the search), so a
 * search opens as a generic `search` card and settles as file-grouped matches (`grep`) or a path
 * list (`glob`), rebuilt from the result's `meta` with its cap (`truncated`, `total`).
 */
import { z } from "zod";
import { isSearchFileMatches } from "../../../generated/validators.js";
import type { SearchFileMatches } from "../../../generated/types.js";
import { demoTool } from "./tool.js";

const cap = { truncated: z.boolean(), total: z.number().int().min(0) };
const grepMeta = z.object({
  files: z.array(z.custom<SearchFileMatches>((value) => isSearchFileMatches(value))),
  ...cap,
});
const globMeta = z.object({ paths: z.array(z.string()), ...cap });

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
    const meta = grepMeta.parse(result.meta);
    return {
      card: "search",
      shape: "matches",
      files: meta.files,
      truncated: meta.truncated,
      total: meta.total,
    };
  },
});

export const glob = demoTool({
  name: "glob",
  args: z.object({ pattern: z.string().min(1), path: z.string().optional() }),
  presentCall: (args) => ({ card: "generic", title: `Glob ${args.pattern}`, kind: "search" }),
  presentResult: (_args, result) =>
    result.isError ? undefined : { card: "search", shape: "paths", ...globMeta.parse(result.meta) },
});
