/**
 * Presenters for the purity-check tests, each reaching an impure entry point the way plugin code
 * does: through the globals or through a named import of a `node:` module bound at load time.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { connect } from "node:net";
import { randomUUID } from "node:crypto";

type Args = { path: string };
const card = (title: string) => ({ card: "generic" as const, title });

export const impurePresenters: Record<string, (args: Args) => unknown> = {
  "Date.now": () => card(String(Date.now())),
  "new Date()": () => card(new Date().toISOString()),
  "performance.now": () => card(String(performance.now())),
  "Math.random": () => card(String(Math.random())),
  "crypto.getRandomValues": () => card(String(crypto.getRandomValues(new Uint8Array(1))[0])),
  "crypto.randomUUID": () => card(crypto.randomUUID()),
  "node:crypto.randomUUID": () => card(randomUUID()),
  setTimeout: () => {
    setTimeout(() => undefined, 0);
    return card("t");
  },
  setInterval: () => {
    clearInterval(setInterval(() => undefined, 1000));
    return card("t");
  },
  setImmediate: () => {
    setImmediate(() => undefined);
    return card("t");
  },
  queueMicrotask: () => {
    queueMicrotask(() => undefined);
    return card("t");
  },
  "node:fs.readFileSync": (args) => card(readFileSync(args.path, "utf8")),
  "node:fs/promises.readFile": (args) => {
    void readFile(args.path);
    return card("t");
  },
  fetch: () => {
    void fetch("http://127.0.0.1:9/");
    return card("t");
  },
  "node:http.request": () => {
    request("http://127.0.0.1:9/");
    return card("t");
  },
  "node:net.connect": () => {
    connect(9, "127.0.0.1");
    return card("t");
  },
};
