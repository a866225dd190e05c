// Every entry point of the installed package loads under plain node through `require` (Node >= 20.19
// loads the package's ESM from CommonJS) and exports what it promises, as `entries.mjs` checks them.
const { describeEntries } = require("./describe-entries.cjs");

const entries = {
  cards: require("@cardc/tool-cards"),
  runtime: require("@cardc/runtime"),
  types: require("@cardc/tool-cards/types"),
  purity: require("@cardc/runtime/purity"),
  acp: require("@cardc/tool-cards/acp"),
  text: require("@cardc/tool-cards/text"),
  html: require("@cardc/tool-cards/html"),
  ajv: require("@cardc/tool-cards/ajv"),
  schema: require("@cardc/tool-cards/cards.schema.json"),
  manifest: require("@cardc/tool-cards/package.json"),
};
console.log(JSON.stringify(describeEntries(entries)));
