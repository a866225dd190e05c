// Run in a project that installed the packed tarball: every shared vector through the package's `.`
// export, loaded as ESM by plain node. Prints {"checked": n, "wrong": [ids…]}.
import { readFileSync } from "node:fs";
import * as cards from "cardc";

const vectors = JSON.parse(readFileSync(process.argv[2], "utf8"));
const wrong = vectors
  .filter(
    ({ type, value, valid }) => cards[`is${type}`](value) !== valid || cards[`validate${type}`](value).ok !== valid,
  )
  .map(({ id }) => id);
console.log(JSON.stringify({ checked: vectors.length, wrong }));
