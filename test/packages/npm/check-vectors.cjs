// The same check through `require` (Node >= 20.19 loads the package's ESM from CommonJS).
const cards = require("@cardc/tool-cards");
const { wrongVectors } = require("./wrong-vectors.cjs");

console.log(JSON.stringify(wrongVectors(cards, process.argv[2])));
