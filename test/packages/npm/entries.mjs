// Every entry point of the installed package loads under plain node through `import` and exports
// what it promises (`entries.cjs` loads the same through `require`).
import { createRequire } from "node:module";
import * as cards from "@cardc/tool-cards";
import * as runtime from "@cardc/runtime";
import * as types from "@cardc/tool-cards/types";
import * as purity from "@cardc/runtime/purity";
import * as acp from "@cardc/tool-cards/acp";
import * as text from "@cardc/tool-cards/text";
import * as html from "@cardc/tool-cards/html";
import * as ajv from "@cardc/tool-cards/ajv";
import { describeEntries } from "./describe-entries.cjs";

const require = createRequire(import.meta.url);
const schema = require("@cardc/tool-cards/cards.schema.json");
const manifest = require("@cardc/tool-cards/package.json");
console.log(JSON.stringify(describeEntries({ cards, runtime, types, purity, acp, text, html, ajv, schema, manifest })));
