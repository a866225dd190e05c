// Run in a project that installed the packed tarball: every shared vector through the package's `.`
// export, loaded as ESM by plain node. Prints {"checked": n, "wrong": [ids…]}.
import * as cards from "@cardc/tool-cards";
import { wrongVectors } from "./wrong-vectors.cjs";

console.log(JSON.stringify(wrongVectors(cards, process.argv[2])));
