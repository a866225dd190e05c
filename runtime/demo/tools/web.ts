/**
 * The web tools: a generic `fetch` card while the request runs, then the sources of a search or
 * the status of a fetch, from the result's `meta`. Neither card carries the body the model saw.
 * Live, they answer from the local fixture in `web-fixture.ts`, never from the network.
 */
import { z } from "zod";
import type { WebSource } from "../../../generated/types.js";
import { isWebSource } from "../../../generated/validators.js";
import { demoTool, failed, metaOf, succeeded } from "./tool.js";
import { fetchFixture, searchFixture } from "./web-fixture.js";

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
    const meta = metaOf(searchMeta, result);
    return {
      card: "web",
      kind: "search",
      sources: meta.sources,
      truncated: meta.truncated,
      ...(meta.answer === undefined ? {} : { answer: meta.answer }),
    };
  },
  run: (args) => {
    const sources = searchFixture(args.query);
    const text =
      sources.length === 0
        ? `No results for ${args.query}.`
        : sources.map((source) => `${source.title ?? source.url}\n${source.url}\n${source.snippet ?? ""}`).join("\n\n");
    return Promise.resolve(succeeded(text, { sources, truncated: false }));
  },
});

export const webFetch = demoTool({
  name: "web_fetch",
  args: z.object({ url: z.string().min(1) }),
  presentCall: (args) => ({ card: "generic", title: `Fetch ${args.url}`, kind: "fetch" }),
  presentResult: (args, result) =>
    result.isError ? undefined : { card: "web", kind: "fetch", url: args.url, ...metaOf(fetchMeta, result) },
  run: (args) => {
    const page = fetchFixture(args.url);
    return Promise.resolve(
      page === undefined
        ? failed(`404 Not Found: ${args.url}`, { statusCode: 404, truncated: false })
        : succeeded(page.text, { statusCode: 200, truncated: false }),
    );
  },
});
