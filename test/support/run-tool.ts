/**
 * Runs the demo's live tools by name in one workspace, as the live agent does (behind the soft
 * wrapper, with its argument checks, time limits and shell policy), for the tests of `test/toolchain/demo/`.
 */
import type { ToolResult } from "../../generated/types.js";
import { demoTools, type DemoToolOptions } from "../../runtime/demo/tools/index.js";

export function toolRunner(
  workspace: string,
  options: DemoToolOptions = {},
): (tool: string, args: unknown, cancel?: AbortSignal) => Promise<ToolResult> {
  const tools = demoTools(() => undefined, options);
  return (tool, args, cancel) => {
    const found = tools.get(tool);
    if (found === undefined) throw new Error(`no tool ${tool}`);
    return found.run(args, { root: workspace }, cancel);
  };
}
