/**
 * The purity check, one family of impure entry points at a time: for each, presenters that reach it
 * the ways plugin code does (a global, a module namespace, a named import bound at load time) are
 * named in the report, and what they would have done did not happen: no file is created, no process
 * spawned, no socket, lookup, timer or worker started, no clock or random source read, the process
 * left as it was. Where an effect would only show later, the proof is that no handle for it exists
 * (`process.getActiveResourcesInfo`) or that the real entry point, replaced by a counting sentinel
 * before the check, was never called.
 */
import * as childProcess from "node:child_process";
import { execSync, spawnSync } from "node:child_process";
import { randomBytes, createHash } from "node:crypto";
import * as dgram from "node:dgram";
import * as dns from "node:dns";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, createWriteStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import * as http from "node:http";
import * as https from "node:https";
import * as net from "node:net";
import * as os from "node:os";
import { homedir, hostname } from "node:os";
import { tmpdir } from "node:os";
import { createRequire, syncBuiltinESMExports } from "node:module";
import { join } from "node:path";
import { argv, cwd, env, pid } from "node:process";
import * as timersPromises from "node:timers/promises";
import * as tls from "node:tls";
import * as vm from "node:vm";
import * as workerThreads from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { checkPresenterPurity } from "../../../runtime/presenters/purity.js";

/** The modules' own objects: an ESM namespace cannot be patched, the object its named exports are synced from can. */
const require = createRequire(import.meta.url);
const osModule = require("node:os") as object;
const workerThreadsModule = require("node:worker_threads") as object;

const workspace = mkdtempSync(join(tmpdir(), "cardc-purity-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const card = (title: unknown) => ({ card: "generic", title: String(title) });

/** Checks each presenter alone; returns what each report said was touched, and asserts no view got through. */
function touchedBy(presenters: Record<string, () => unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(presenters).map(([label, presenter]) => {
      const report = checkPresenterPurity(presenter, []);
      expect(report.pure, label).toBe(false);
      expect(report.view, `${label} returned a view built from what it reached`).toBeUndefined();
      return [label, report.problems.filter((line) => line.startsWith("touched ")).map((line) => line.slice(8))];
    }),
  );
}

/** The handles of the given kinds that are open now, counted. */
function openHandles(kinds: readonly string[]): Record<string, number> {
  const counts = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  for (const kind of process.getActiveResourcesInfo()) if (kind in counts) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** Replaces `owner[key]` by a sentinel that counts its uses, for the length of `run`. */
function withSentinel(owner: object, key: string, run: () => void): number {
  let uses = 0;
  const sentinel = new Proxy(function () {}, {
    apply: () => void uses++,
    construct: () => {
      uses++;
      return {};
    },
  });
  const before = Object.getOwnPropertyDescriptor(owner, key);
  Object.defineProperty(owner, key, { value: sentinel, configurable: true, writable: true });
  syncBuiltinESMExports();
  try {
    run();
  } finally {
    if (before === undefined) Reflect.deleteProperty(owner, key);
    else Object.defineProperty(owner, key, before);
    syncBuiltinESMExports();
  }
  return uses;
}

/** One whole turn of the event loop, so queued microtasks, ticks and immediates would have run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the purity check traps", () => {
  it("process state: reads are named and writes leave the process as it was", () => {
    const startedIn = process.cwd();
    const exitCode = process.exitCode;
    expect(
      touchedBy({
        cwd: () => card(process.cwd()),
        importedCwd: () => card(cwd()),
        env: () => card(process.env["HOME"]),
        importedEnv: () => card(env["HOME"]),
        argv: () => card(process.argv.join(" ")),
        importedArgv: () => card(argv[0]),
        argv0: () => card(process.argv0),
        hrtime: () => card(process.hrtime()[0]),
        uptime: () => card(process.uptime()),
        memoryUsage: () => card(process.memoryUsage().rss),
        pid: () => card(process.pid),
        importedPid: () => card(pid),
        platform: () => card(process.platform),
        chdir: () => card(process.chdir(workspace)),
        setEnv: () => {
          process.env["CARDC_PURITY_PROBE"] = "set by a presenter";
          return card("x");
        },
        exitCode: () => {
          process.exitCode = 3;
          return card("x");
        },
        listener: () => card(process.on("exit", () => undefined)),
      }),
    ).toEqual({
      cwd: ["process.cwd"],
      importedCwd: ["process.cwd"],
      env: ["process.env"],
      importedEnv: ["process.env"],
      argv: ["process.argv"],
      importedArgv: ["process.argv"],
      argv0: ["process.argv0"],
      hrtime: ["process.hrtime"],
      uptime: ["process.uptime"],
      memoryUsage: ["process.memoryUsage"],
      pid: ["process.pid"],
      importedPid: ["process.pid"],
      platform: ["process.platform"],
      chdir: ["process.chdir"],
      setEnv: ["process.env"],
      exitCode: ["process.exitCode"],
      listener: ["process.on"],
    });
    expect(process.cwd()).toBe(startedIn);
    expect(process.env["CARDC_PURITY_PROBE"]).toBeUndefined();
    expect(process.exitCode).toBe(exitCode);
  });

  it("os: the host is never asked", () => {
    let hostnameCalls = -1;
    hostnameCalls = withSentinel(osModule, "hostname", () => {
      expect(
        touchedBy({
          homedir: () => card(homedir()),
          hostname: () => card(hostname()),
          namespace: () => card(os.userInfo().username),
          cpus: () => card(os.cpus().length),
        }),
      ).toEqual({
        homedir: ["node:os.homedir"],
        hostname: ["node:os.hostname"],
        namespace: ["node:os.userInfo"],
        cpus: ["node:os.cpus"],
      });
    });
    expect(hostnameCalls).toBe(0);
  });

  it("child_process: nothing is spawned, synchronously or not", () => {
    const markers = ["exec-sync", "spawn-sync", "exec", "spawn"].map((name) => join(workspace, name));
    const before = openHandles(["ProcessWrap"]);
    expect(
      touchedBy({
        execSync: () => card(execSync(`touch ${markers[0]}`)),
        spawnSync: () => card(spawnSync("touch", [markers[1] ?? ""]).status),
        exec: () => card(childProcess.exec(`touch ${markers[2]}`).pid),
        spawn: () => card(childProcess.spawn("touch", [markers[3] ?? ""]).pid),
      }),
    ).toEqual({
      execSync: ["node:child_process.execSync"],
      spawnSync: ["node:child_process.spawnSync"],
      exec: ["node:child_process.exec"],
      spawn: ["node:child_process.spawn"],
    });
    expect(openHandles(["ProcessWrap"])).toEqual(before);
    for (const marker of markers) expect(existsSync(marker), marker).toBe(false);
  });

  it("worker_threads: no worker is started", () => {
    const constructed = withSentinel(workerThreadsModule, "Worker", () => {
      expect(
        touchedBy({
          worker: () => card(new workerThreads.Worker("0", { eval: true }).threadId),
          threadId: () => card(workerThreads.threadId),
          channel: () => card(new MessageChannel()),
        }),
      ).toEqual({
        worker: ["node:worker_threads.Worker"],
        threadId: ["node:worker_threads.threadId"],
        channel: ["MessageChannel"],
      });
    });
    expect(constructed).toBe(0);
  });

  it("net, http(s), tls and dgram: no socket is opened and no server listens", () => {
    const kinds = ["TCPServerWrap", "TCPSocketWrap", "TCPWRAP", "UDPWrap", "GetAddrInfoReqWrap", "TLSWrap"];
    const before = openHandles(kinds);
    expect(
      touchedBy({
        server: () => card(net.createServer().listen(0)),
        connect: () => card(net.connect(9, "127.0.0.1")),
        socket: () => card(new net.Socket()),
        http: () => card(http.request("http://127.0.0.1:9/")),
        https: () => card(https.get("https://127.0.0.1:9/")),
        tls: () => card(tls.connect(9, "127.0.0.1")),
        dgram: () => card(dgram.createSocket("udp4")),
      }),
    ).toEqual({
      server: ["node:net.createServer"],
      connect: ["node:net.connect"],
      socket: ["node:net.Socket"],
      http: ["node:http.request"],
      https: ["node:https.get"],
      tls: ["node:tls.connect"],
      dgram: ["node:dgram.createSocket"],
    });
    expect(openHandles(kinds)).toEqual(before);
    expect(checkPresenterPurity(() => card(net.isIP("127.0.0.1")), []).problems).toEqual([]);
  });

  it("dns: no name is looked up", async () => {
    const answered: string[] = [];
    const before = openHandles(["GetAddrInfoReqWrap", "QueryReqWrap"]);
    expect(
      touchedBy({
        lookup: () => card(dns.lookup("localhost", () => answered.push("lookup"))),
        resolve: () => card(dns.resolve4("localhost", () => answered.push("resolve"))),
        promises: () => card(dns.promises.lookup("localhost").then(() => answered.push("promises"))),
      }),
    ).toEqual({
      lookup: ["node:dns.lookup"],
      resolve: ["node:dns.resolve4"],
      promises: ["node:dns/promises.lookup"],
    });
    expect(openHandles(["GetAddrInfoReqWrap", "QueryReqWrap"])).toEqual(before);
    await nextTurn();
    expect(answered).toEqual([]);
  });

  it("fs and fs/promises: no file is created, read or opened", async () => {
    const target = join(workspace, "fs");
    expect(
      touchedBy({
        writeFileSync: () => card(writeFileSync(`${target}-sync`, "x")),
        writeFile: () => card(writeFile(`${target}-promise`, "x")),
        stream: () => card(createWriteStream(`${target}-stream`)),
        readdir: () => card(readdirSync(workspace).length),
      }),
    ).toEqual({
      writeFileSync: ["node:fs.writeFileSync"],
      writeFile: ["node:fs/promises.writeFile"],
      stream: ["node:fs.createWriteStream"],
      readdir: ["node:fs.readdirSync"],
    });
    await nextTurn();
    expect(readdirSync(workspace).filter((name) => name.startsWith("fs"))).toEqual([]);
  });

  it("clocks: no time is read, while dates built from the arguments are fine", () => {
    const dateNowCalls = withSentinel(Date, "now", () => {
      expect(
        touchedBy({
          now: () => card(Date.now()),
          newDate: () => card(new Date().toISOString()),
          dateCall: () => card(Date()),
          performance: () => card(performance.now()),
          timeOrigin: () => card(performance.timeOrigin),
          format: () => card(new Intl.DateTimeFormat("en").format()),
        }),
      ).toEqual({
        now: ["Date.now"],
        newDate: ["new Date()"],
        dateCall: ["Date()"],
        performance: ["performance.now"],
        timeOrigin: ["performance.timeOrigin"],
        format: ["Intl.DateTimeFormat format without a date"],
      });
    });
    expect(dateNowCalls).toBe(0);
    const fromArguments = (at: { ms: number }) =>
      card(`${new Date(at.ms).toISOString()} ${new Intl.DateTimeFormat("en", { timeZone: "UTC" }).format(at.ms)}`);
    expect(checkPresenterPurity(fromArguments, [{ ms: 0 }])).toEqual({
      pure: true,
      problems: [],
      view: card("1970-01-01T00:00:00.000Z 1/1/1970"),
    });
  });

  it("randomness: no random source is read, while hashing the arguments is fine", () => {
    const randomCalls = withSentinel(Math, "random", () => {
      expect(
        touchedBy({
          mathRandom: () => card(Math.random()),
          getRandomValues: () => card(crypto.getRandomValues(new Uint8Array(4)).join()),
          randomUUID: () => card(crypto.randomUUID()),
          randomBytes: () => card(randomBytes(4).toString("hex")),
        }),
      ).toEqual({
        mathRandom: ["Math.random"],
        getRandomValues: ["crypto.getRandomValues"],
        randomUUID: ["crypto.randomUUID"],
        randomBytes: ["node:crypto.randomBytes"],
      });
    });
    expect(randomCalls).toBe(0);
    const hashed = (args: { text: string }) => card(createHash("sha256").update(args.text).digest("hex").slice(0, 8));
    expect(checkPresenterPurity(hashed, [{ text: "a" }]).problems).toEqual([]);
  });

  it("timers: nothing is scheduled, so no callback ever runs", async () => {
    const ran: string[] = [];
    const before = openHandles(["Timeout", "Immediate"]);
    expect(
      touchedBy({
        setTimeout: () => card(setTimeout(() => ran.push("setTimeout"), 0)),
        setInterval: () => card(setInterval(() => ran.push("setInterval"), 1)),
        setImmediate: () => card(setImmediate(() => ran.push("setImmediate"))),
        queueMicrotask: () => card(queueMicrotask(() => ran.push("queueMicrotask"))),
        nextTick: () => card(process.nextTick(() => ran.push("nextTick"))),
        promises: () => card(timersPromises.setTimeout(0).then(() => ran.push("promises"))),
      }),
    ).toEqual({
      setTimeout: ["setTimeout"],
      setInterval: ["setInterval"],
      setImmediate: ["setImmediate"],
      queueMicrotask: ["queueMicrotask"],
      nextTick: ["process.nextTick"],
      promises: ["node:timers/promises.setTimeout"],
    });
    expect(openHandles(["Timeout", "Immediate"])).toEqual(before);
    await nextTurn();
    expect(ran).toEqual([]);
  });

  it("fetch and WebSocket: no request is made", () => {
    const uses = withSentinel(globalThis, "fetch", () => {
      expect(
        touchedBy({
          fetch: () => card(fetch("http://127.0.0.1:9/")),
          webSocket: () => card(new WebSocket("ws://127.0.0.1:9/")),
        }),
      ).toEqual({ fetch: ["fetch"], webSocket: ["WebSocket"] });
    });
    expect(uses).toBe(0);
  });

  it("vm: a fresh realm, whose clock and randomness are not trapped, cannot be made", () => {
    expect(
      touchedBy({
        runInNewContext: () => card(vm.runInNewContext("Date.now()")),
        script: () => card(new vm.Script("Math.random()").runInNewContext()),
      }),
    ).toEqual({ runInNewContext: ["node:vm.runInNewContext"], script: ["node:vm.Script"] });
  });

  it("mutation of the arguments: refused and named, even when the presenter swallows the error", () => {
    const args = { nested: { list: [1, 2] }, title: "t" };
    const sneaky = (input: typeof args) => {
      try {
        input.nested.list.push(3);
      } catch {
        // A presenter that hides the refusal is still reported.
      }
      try {
        delete (input as { title?: string }).title;
      } catch {
        // Likewise.
      }
      return card(input.nested.list.length);
    };
    expect(checkPresenterPurity(sneaky, [args]).problems).toEqual([
      "changed argument 1 at /nested/list/2",
      "changed argument 1 at /title",
    ]);
    expect(args).toEqual({ nested: { list: [1, 2] }, title: "t" });
  });

  it("hidden state: two calls that differ are reported", () => {
    const seen: string[] = [];
    const remembering = (args: { path: string }) => {
      seen.push(args.path);
      return card(seen.length);
    };
    expect(checkPresenterPurity(remembering, [{ path: "a" }]).problems).toEqual([
      'the two calls returned different views: {"card":"generic","title":"1"} then {"card":"generic","title":"2"}',
    ]);
  });
});
