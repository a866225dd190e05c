/** vitest's global setup for every project: the fixtures' trees, written before any test reads them. */
import { writeFixtureTrees } from "./fixture-trees.js";

export default async function setup(): Promise<void> {
  await writeFixtureTrees();
}
