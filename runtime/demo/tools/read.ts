/**
 * `read`: a generic read card that follows the file while pending, settling as a read window
 * rebuilt from the result's `meta` (the lines shown, the file's length, its language). Live, it
 * reads a window of a file inside the workspace; the model sees the lines numbered, `N<tab>text`.
 * The file is read in chunks (`read-window.ts`): a line longer than the line cap is cut with a marker,
 * and a window whose text reaches its cap stops there, saying where to read on. Special files
 * (FIFOs, devices, sockets) are refused before anything waits on them.
 */
import { extname } from "node:path";
import { z } from "zod";
import type { ReadFileLine } from "../../../generated/types.js";
import { isReadFileLine } from "../../../generated/validators.js";
import { failureReason } from "./files.js";
import { readTextCap } from "./limits.js";
import { readWindow } from "./read-window.js";
import { demoTool, failed, metaOf, succeeded } from "./tool.js";
import { openToRead } from "./confined-open.js";

const readMeta = z.object({
  lines: z.array(z.custom<ReadFileLine>((value) => isReadFileLine(value))),
  totalLines: z.number().int().min(0),
  lang: z.string().optional(),
});

const defaultLimit = 2000;

const languages: Readonly<Record<string, string>> = {
  ".ts": "typescript",
  ".tsx": "tsx",
  ".js": "javascript",
  ".mjs": "javascript",
  ".json": "json",
  ".md": "markdown",
  ".py": "python",
  ".rs": "rust",
  ".go": "go",
  ".sh": "shell",
};

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
    const meta = metaOf(readMeta, result);
    return {
      card: "read",
      path: args.path,
      offset: args.offset ?? 1,
      lines: meta.lines,
      totalLines: meta.totalLines,
      ...(meta.lang === undefined ? {} : { lang: meta.lang }),
    };
  },
  run: async (args, workspace) => {
    const opened = await openToRead(workspace, args.path);
    if (!opened.ok) return failed(opened.message);
    const offset = args.offset ?? 1;
    const limit = Math.max(1, Math.floor(args.limit ?? defaultLimit));
    let window;
    try {
      window = await readWindow(opened.value.handle, offset, limit);
    } catch (error) {
      return failed(`cannot read ${args.path}: ${failureReason(error)}`);
    } finally {
      await opened.value.handle.close();
    }
    const { lines, totalLines, cappedAt } = window;
    const lang = languages[extname(args.path)];
    const capped =
      cappedAt === undefined
        ? []
        : [`(the window stops at ${readTextCap} characters; read on with offset ${cappedAt})`];
    return succeeded([...lines.map((line) => `${line.number}\t${line.text}`), ...capped].join("\n"), {
      lines,
      totalLines,
      ...(lang === undefined ? {} : { lang }),
    });
  },
});
