/**
 * The shell tool: a terminal card while the command runs, then its raw output with the exit code
 * or signal from the result's `meta`. The output stays raw: a host without a terminal fences it.
 */
import { z } from "zod";
import { demoTool, resultText } from "./tool.js";

const exitMeta = z.union([z.object({ exitCode: z.number().int() }), z.object({ signal: z.string() }), z.undefined()]);

export const bash = demoTool({
  name: "bash",
  args: z.object({ command: z.string().min(1), description: z.string().optional(), cwd: z.string().optional() }),
  presentCall: (args) => ({
    card: "terminal",
    title: args.command,
    ...(args.description === undefined ? {} : { description: args.description }),
    ...(args.cwd === undefined ? {} : { cwd: args.cwd }),
  }),
  presentResult: (_args, result) => ({ card: "terminal", output: resultText(result), ...exitMeta.parse(result.meta) }),
});
