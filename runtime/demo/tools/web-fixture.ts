/**
 * The web the live demo's web tools see: a few pages held here, so a live session answers the same
 * way on every machine and never touches the network. A search returns the pages whose title or
 * text contains every word of the query; a fetch returns a page by its address, or a 404.
 */
import type { WebSource } from "../../../generated/types.js";

export interface FixturePage {
  readonly url: string;
  readonly title: string;
  readonly snippet: string;
  readonly text: string;
}

export const fixturePages: readonly FixturePage[] = [
  {
    url: "https://vitest.dev/guide/mocking",
    title: "Mocking | Guide | Vitest",
    snippet: "vi.useFakeTimers() replaces the global timers with fakes you advance by hand.",
    text: "# Mocking\n\nCall vi.useFakeTimers() before the code under test and vi.runAllTimers() to flush them.\n",
  },
  {
    url: "https://nodejs.org/api/child_process.html",
    title: "Child process | Node.js",
    snippet: "The node:child_process module spawns subprocesses.",
    text: "# Child process\n\nchild_process.spawn() starts a command without a shell by default.\n",
  },
  {
    url: "https://agentclientprotocol.com/protocol/tool-calls",
    title: "Tool Calls - Agent Client Protocol",
    snippet: "Agents report tool calls to the client with session/update notifications.",
    text: "# Tool calls\n\nA tool call starts pending, may move to in_progress, and ends completed or failed.\n",
  },
];

export function searchFixture(query: string): WebSource[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return fixturePages
    .filter((page) => {
      const haystack = `${page.title}\n${page.snippet}\n${page.text}`.toLowerCase();
      return words.length > 0 && words.every((word) => haystack.includes(word));
    })
    .map((page) => ({ url: page.url, title: page.title, snippet: page.snippet }));
}

export function fetchFixture(url: string): FixturePage | undefined {
  return fixturePages.find((page) => page.url === url);
}
