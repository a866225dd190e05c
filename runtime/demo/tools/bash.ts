/**
 * The shell tool. In the foreground it is a terminal card while the command runs, then its raw
 * output with the exit code or signal from the result's `meta`: the output stays raw, and a host
 * without a terminal fences it. `meta` holds one of the two; one that holds both, or anything else,
 * is illegal and falls back to the generic card with a report instead of dropping a fact. In the
 * background (`run_in_background`) there is no terminal to show, so both cards are generic.
 * Live, a command runs in the sandbox the shell policy names (`sandbox.ts`), or is refused with the
 * reason when there is none and running without one was not allowed.
 */
import { realpath } from "node:fs/promises";
import { z } from "zod";
import { openFolderToList } from "./confined-open.js";
import { runInBackground, runInForeground } from "./run-command.js";
import { describeShellPolicy } from "./sandbox.js";
import { demoTool, failed, metaOf, resultText, succeeded } from "./tool.js";
import { resolveInside } from "./workspace.js";

const exitMeta = z.union(
  [z.strictObject({ exitCode: z.number().int() }), z.strictObject({ signal: z.string().min(1) })],
  {
    error: "bash meta must hold an exitCode or a signal, and not both",
  },
);

const defaultTimeoutMs = 120_000;

export const bash = demoTool({
  name: "bash",
  args: z.object({
    command: z.string().min(1),
    description: z.string().optional(),
    cwd: z.string().optional(),
    run_in_background: z.boolean().optional(),
    timeout: z.number().int().min(1).max(600_000).optional(),
  }),
  presentCall: (args) =>
    args.run_in_background === true
      ? {
          card: "generic",
          title: args.command,
          kind: "execute",
          ...(args.description === undefined ? {} : { content: [{ type: "text", text: args.description }] }),
        }
      : {
          card: "terminal",
          title: args.command,
          ...(args.description === undefined ? {} : { description: args.description }),
          ...(args.cwd === undefined ? {} : { cwd: args.cwd }),
        },
  presentResult: (args, result) => {
    if (args.run_in_background === true) return { card: "generic" };
    if (result.meta === undefined) return { card: "terminal", output: resultText(result) };
    return { card: "terminal", output: resultText(result), ...metaOf(exitMeta, result) };
  },
  run: async (args, context) => {
    const policy = context.shell.policy();
    if (policy.sandbox === "none" && !policy.allowed) return failed(describeShellPolicy(policy));
    const cwd = resolveInside(context, args.cwd ?? ".");
    if (!cwd.ok) return failed(cwd.message);
    const folder = await openFolderToList(context, args.cwd ?? ".");
    if (!folder.ok) return failed(folder.message);
    await folder.value.handle.close();
    const run = { policy, workspace: await realpath(context.root), cwd: cwd.path, groups: context.shell.groups };
    if (args.run_in_background === true) {
      const pid = await runInBackground(args.command, run);
      return pid === undefined
        ? failed("the command could not be started")
        : succeeded(`Started in the background as process ${pid}.`);
    }
    const timeout = args.timeout ?? defaultTimeoutMs;
    const { output, ending } = await runInForeground(args.command, run, timeout, context.signal);
    return "exitCode" in ending && ending.exitCode === 0 ? succeeded(output, ending) : failed(output, ending);
  },
  // The command's own timeout ends it first; the call's leaves room for the group to be stopped.
  timeoutMs: (args) => (args.timeout ?? defaultTimeoutMs) + 10_000,
});
