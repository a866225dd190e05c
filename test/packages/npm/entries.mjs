// Every entry point of the installed package loads under plain node through `import` and exports
// what it promises (`entries.cjs` loads the same through `require`).
import { createRequire } from "node:module";
import * as cards from "cardc";
import * as runtime from "cardc/runtime";
import * as types from "cardc/types";
import * as purity from "cardc/purity";
import * as acp from "cardc/acp";
import * as text from "cardc/text";
import * as ajv from "cardc/ajv";
import { describeEntries } from "./describe-entries.cjs";

const require = createRequire(import.meta.url);
const schema = require("cardc/cards.schema.json");
const manifest = require("cardc/package.json");
console.log(JSON.stringify(describeEntries({ cards, runtime, types, purity, acp, text, ajv, schema, manifest })));
