// Run in a project that installed the packed tarball: the purity check as a presenter author gets it
// (`@cardc/runtime/purity` under plain node). A pure presenter passes; presenters that act through a
// getter on their view, the clock, or a replaced `node:path` export are impure; and afterwards this
// module's own `import { relative } from "node:path"` binding and the module's export are as they were.
// Prints {"pure": …, "impure": {…}, "relativeKept": …, "exportKept": …}.
import { createRequire } from "node:module";
import { relative } from "node:path";
import { checkPresenterPurity } from "@cardc/runtime/purity";

const require = createRequire(import.meta.url);
const cjsPath = require("node:path");
const exported = cjsPath.relative;
const card = (title) => ({ card: "generic", title: String(title) });

const impure = {
  getter: () => ({
    card: "generic",
    get title() {
      return process.cwd();
    },
  }),
  clock: () => card(Date.now()),
  path: () => {
    cjsPath.relative = () => "";
    return card("x");
  },
};

console.log(
  JSON.stringify({
    pure: checkPresenterPurity((name) => card(name), ["a"]).pure,
    impure: Object.fromEntries(
      Object.entries(impure).map(([name, presenter]) => [name, checkPresenterPurity(presenter, []).problems]),
    ),
    relativeKept: relative === exported && relative("/a", "/a/b") === "b",
    exportKept: cjsPath.relative === exported,
  }),
);
