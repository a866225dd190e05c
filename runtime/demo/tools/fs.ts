/**
 * The file tools. `read` opens a generic read card that follows the file and settles as a read
 * window rebuilt from the result's persisted `meta` (lines and file length); `write` and `edit` show
 * a diff card before and after, derived from the arguments alone (a write is new-file style, since
 * the presenter has no prior content).
 */
import { z } from "zod";
import { isReadFileLine } from "../../../generated/validators.js";
import type { ReadFileLine } from "../../../generated/types.js";
import { demoTool } from "./tool.js";

const readMeta = z.object({
  lines: z.array(z.custom<ReadFileLine>((value) => isReadFileLine(value))),
  totalLines: z.number().int().min(0),
  lang: z.string().optional(),
});

export const read = demoTool({
  name: "read",
  args: z.object({ path: z.string().min(1), offset: z.number().int().min(1).optional(), limit: z.number().optional() }),
  presentCall: (args) => ({
    card: "generic",
    title: `Read ${args.path}`,
    kind: "read",
    locations: [{ path: args.path, ...(args.offset === undefined ? {} : { line: args.offset }) }],
  }),
  presentResult: (args, result) => {
    if (result.isError) return undefined;
    const meta = readMeta.parse(result.meta);
    return {
      card: "read",
      path: args.path,
      offset: args.offset ?? 1,
      lines: meta.lines,
      totalLines: meta.totalLines,
      ...(meta.lang === undefined ? {} : { lang: meta.lang }),
    };
  },
});

const writeArgs = z.object({ path: z.string().min(1), content: z.string() });

export const write = demoTool({
  name: "write",
  args: writeArgs,
  presentCall: (args) => ({
    card: "diff",
    title: `Write ${args.path}`,
    diffs: [{ path: args.path, oldText: null, newText: args.content }],
  }),
  presentResult: (args, result) =>
    result.isError ? undefined : { card: "diff", diffs: [{ path: args.path, oldText: null, newText: args.content }] },
});

const editArgs = z.object({
  path: z.string().min(1),
  old_string: z.string(),
  new_string: z.string(),
  replace_all: z.boolean().optional(),
});

function editDiff(args: z.infer<typeof editArgs>) {
  return { path: args.path, oldText: args.old_string === "" ? null : args.old_string, newText: args.new_string };
}

export const edit = demoTool({
  name: "edit",
  args: editArgs,
  presentCall: (args) => ({ card: "diff", title: `Edit ${args.path}`, diffs: [editDiff(args)] }),
  presentResult: (args, result) => (result.isError ? undefined : { card: "diff", diffs: [editDiff(args)] }),
});
