/**
 * Presenters for the purity check across machines, loaded by its child processes: one that shows
 * where its own code lives, which no in-process check can move; one that formats with the default
 * locale; one that leaves an effect behind an `await`; and one whose module does not export it.
 */
import { writeFileSync } from "node:fs";

const card = (title: string) => ({ card: "generic" as const, title });

export const machinePresenters = {
  codePath: () => card(import.meta.url),
  defaultLocale: (args: { n: number }) => card(args.n.toLocaleString()),
  deferredEffect: (args: { path: string }) => {
    void (async () => {
      await Promise.resolve();
      writeFileSync(args.path, "written after the check");
    })();
    return card("x");
  },
  explicit: (args: { n: number }) => card(args.n.toLocaleString("en-US")),
};
