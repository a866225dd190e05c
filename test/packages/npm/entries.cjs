// Every entry point of the installed package loads under plain node through `require` (Node >= 20.19
// loads the package's ESM from CommonJS) and exports what it promises, as `entries.mjs` checks them.
const { describeEntries } = require("./describe-entries.cjs");

const entries = {
  cards: require("cardc"),
  runtime: require("cardc/runtime"),
  types: require("cardc/types"),
  purity: require("cardc/purity"),
  acp: require("cardc/acp"),
  text: require("cardc/text"),
  ajv: require("cardc/ajv"),
  schema: require("cardc/cards.schema.json"),
  manifest: require("cardc/package.json"),
};
console.log(JSON.stringify(describeEntries(entries)));
