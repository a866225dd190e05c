// The module hooks `record-loads.mjs` registers: each load is recorded, then left to node.
import { appendFileSync } from "node:fs";

export async function load(url, context, nextLoad) {
  const file = process.env.CARDC_LOADS_FILE;
  if (file !== undefined) appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
