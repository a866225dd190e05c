// The check both sample scripts run, whichever way they loaded the package: every shared vector
// through `isX` and `validateX`, which must both give the verdict the vector expects.
const { readFileSync } = require("node:fs");

/** {"checked": n, "wrong": [ids…]} for the vectors in the file at `path`. */
exports.wrongVectors = (cards, path) => {
  const vectors = JSON.parse(readFileSync(path, "utf8"));
  const wrong = vectors
    .filter(
      ({ type, value, valid }) => cards[`is${type}`](value) !== valid || cards[`validate${type}`](value).ok !== valid,
    )
    .map(({ id }) => id);
  return { checked: vectors.length, wrong };
};
