/**
 * The web tools: a generic `fetch` card while the request runs, then the sources of a search or
 * the status of a fetch, from the result's `meta`. Neither card carries the body the model saw.
 */
import { z } from "zod";
import { isWebSource } from "../../../generated/validators.js";
import type { WebSource } from "../../../generated/types.js";
import { demoTool } from "./tool.js";

const searchMeta = z.object({
  sources: z.array(z.custom<WebSource>((value) => isWebSource(value))),
  answer: z.string().optional(),
  truncated: z.boolean(),
});
const fetchMeta = z.object({ statusCode: z.number().int().min(100).max(599), truncated: z.boolean() });

export const webSearch = demoTool({
  name: "web_search",
  args: z.object({ query: z.string().min(1) }),
  presentCall: (args) => ({ card: "generic", title: `Search the web: ${args.query}`, kind: "fetch" }),
  presentResult: (_args, result) => {
    if (result.isError) return undefined;
    const meta = searchMeta.parse(result.meta);
    return {
      card: "web",
      kind: "search",
      sources: meta.sources,
      truncated: meta.truncated,
      ...(meta.answer === undefined ? {} : { answer: meta.answer }),
    };
  },
});

export const webFetch = demoTool({
  name: "web_fetch",
  args: z.object({ url: z.string().min(1) }),
  presentCall: (args) => ({ card: "generic", title: `Fetch ${args.url}`, kind: "fetch" }),
  presentResult: (args, result) =>
    result.isError ? undefined : { card: "web", kind: "fetch", url: args.url, ...fetchMeta.parse(result.meta) },
});
