/**
 * `edit`: replaces `old_string` by `new_string` in a file, once (it must occur exactly once) or at
 * every occurrence with `replace_all`; an empty `old_string` creates a file that does not exist.
 * Pending, the card is the requested change, from the arguments alone; settled, it is the change
 * that was applied, from the result's `meta`: one contextual hunk per changed site, or the change's
 * figures when its hunks hold more than a card carries (`card-bound.ts`).
 */
import { z } from "zod";
import { callDiff } from "./card-bound.js";
import { applyReplacement, findSites, wholeFileHunk } from "./applied-hunks.js";
import { changeFile, type FileChange } from "./change-file.js";
import { appliedDiff } from "./file-diff-meta.js";
import { counted } from "./files.js";
import { demoTool } from "./tool.js";

const editArgs = z.object({
  path: z.string().min(1),
  old_string: z.string(),
  new_string: z.string(),
  replace_all: z.boolean().optional(),
});

type EditArgs = z.infer<typeof editArgs>;

export const edit = demoTool({
  name: "edit",
  args: editArgs,
  presentCall: (args) =>
    callDiff(`Edit ${args.path}`, {
      path: args.path,
      oldText: args.old_string === "" ? null : args.old_string,
      newText: args.new_string,
    }),
  presentResult: (_args, result) => appliedDiff(result),
  waitsToStop: true,
  run: (args, context) => changeFile(context, args.path, (before) => planEdit(args, before, context.signal)),
});

/** What the edit would write, or why it cannot be made; reads and writes nothing itself, and stops when `signal` aborts. */
async function planEdit(args: EditArgs, before: string | null, signal: AbortSignal): Promise<FileChange> {
  if (args.old_string === "") {
    if (before !== null) {
      return { ok: false, message: `${args.path} already exists; an empty old_string only creates a new file` };
    }
    const hunks = [wholeFileHunk(args.path, null, args.new_string)];
    return { ok: true, after: args.new_string, hunks, summary: `Created ${args.path}` };
  }
  if (before === null) return { ok: false, message: `cannot edit ${args.path}: there is no such file` };
  if (args.old_string === args.new_string) {
    return { ok: false, message: "old_string and new_string are the same; there is nothing to change" };
  }
  const sites = await findSites(before, args.old_string, signal);
  if (sites.count === 0) return { ok: false, message: `old_string was not found in ${args.path}` };
  if (sites.count > 1 && args.replace_all !== true) {
    return {
      ok: false,
      message: `old_string occurs ${sites.count} times in ${args.path}; set replace_all, or include more context to pick one`,
    };
  }
  const { after, hunks } = await applyReplacement(args.path, before, sites, args.new_string, signal);
  const summary = `Edited ${args.path} (${counted(sites.count, "replacement")})`;
  return { ok: true, after, hunks, summary, sites: sites.count };
}
