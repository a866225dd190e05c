// The same check through `require` (Node >= 20.19 loads the package's ESM from CommonJS).
const { readFileSync } = require("node:fs");
const cards = require("cardc");

const vectors = JSON.parse(readFileSync(process.argv[2], "utf8"));
const wrong = vectors
  .filter(
    ({ type, value, valid }) => cards[`is${type}`](value) !== valid || cards[`validate${type}`](value).ok !== valid,
  )
  .map(({ id }) => id);
console.log(JSON.stringify({ checked: vectors.length, wrong }));
