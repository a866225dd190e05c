/**
 * `write`: a diff card while pending, derived from the arguments alone (new-file style, since a
 * presenter has no prior content), then the diff that was applied, from the result's `meta`: the
 * whole file, against `null` when the write created it and against the old text when it replaced it.
 * Past what a card carries (`card-bound.ts`), either card is a generic one that says so.
 */
import { z } from "zod";
import { callDiff } from "./card-bound.js";
import { wholeFileHunk } from "./applied-hunks.js";
import { changeFile } from "./change-file.js";
import { appliedDiff } from "./file-diff-meta.js";
import { counted, linesOf } from "./files.js";
import { demoTool } from "./tool.js";

export const write = demoTool({
  name: "write",
  args: z.object({ path: z.string().min(1), content: z.string() }),
  presentCall: (args) => callDiff(`Write ${args.path}`, { path: args.path, oldText: null, newText: args.content }),
  presentResult: (_args, result) => appliedDiff(result),
  waitsToStop: true,
  run: (args, context) =>
    changeFile(context, args.path, (before) => ({
      ok: true,
      after: args.content,
      hunks: [wholeFileHunk(args.path, before, args.content)],
      summary: `${before === null ? "Created" : "Overwrote"} ${args.path} (${counted(linesOf(args.content).length, "line")})`,
    })),
});
