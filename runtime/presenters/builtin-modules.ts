/**
 * Node's built-in modules as the purity check sees them: each one's two faces, the object `require`
 * returns (where a trap is installed and a presenter's change lands) and the namespace an ES module
 * imports from (`import { join } from "node:path"`), whose bindings only `syncBuiltinESMExports`
 * copies from that object. The namespaces are imported here, once, so the check can read every
 * binding before it touches them and put each back exactly as it was.
 *
 * Left out, so loading the check loads nothing that warns or changes the process: the deprecated
 * aliases (`sys`, `punycode`, `_stream_wrap` and the other `_`-prefixed ones, whose objects the
 * public modules hold), `domain` (which changes how the process handles errors when loaded),
 * `repl` and the experimental `wasi`.
 */
import { createRequire } from "node:module";
import * as assert from "node:assert";
import * as assertStrict from "node:assert/strict";
import * as asyncHooks from "node:async_hooks";
import * as buffer from "node:buffer";
import * as childProcess from "node:child_process";
import * as cluster from "node:cluster";
import * as nodeConsole from "node:console";
import * as constants from "node:constants";
import * as crypto from "node:crypto";
import * as dgram from "node:dgram";
import * as diagnosticsChannel from "node:diagnostics_channel";
import * as dns from "node:dns";
import * as dnsPromises from "node:dns/promises";
import * as events from "node:events";
import * as fs from "node:fs";
import * as fsPromises from "node:fs/promises";
import * as http from "node:http";
import * as http2 from "node:http2";
import * as https from "node:https";
import * as inspector from "node:inspector";
import * as inspectorPromises from "node:inspector/promises";
import * as nodeModule from "node:module";
import * as net from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import * as pathPosix from "node:path/posix";
import * as pathWin32 from "node:path/win32";
import * as perfHooks from "node:perf_hooks";
import * as nodeProcess from "node:process";
import * as querystring from "node:querystring";
import * as readline from "node:readline";
import * as readlinePromises from "node:readline/promises";
import * as stream from "node:stream";
import * as streamConsumers from "node:stream/consumers";
import * as streamPromises from "node:stream/promises";
import * as streamWeb from "node:stream/web";
import * as stringDecoder from "node:string_decoder";
import * as timers from "node:timers";
import * as timersPromises from "node:timers/promises";
import * as tls from "node:tls";
import * as traceEvents from "node:trace_events";
import * as tty from "node:tty";
import * as url from "node:url";
import * as util from "node:util";
import * as utilTypes from "node:util/types";
import * as v8 from "node:v8";
import * as vm from "node:vm";
import * as workerThreads from "node:worker_threads";
import * as zlib from "node:zlib";

/** One built-in module: its name, the object `require` returns and the namespace `import` binds to. */
export interface BuiltinModule {
  readonly specifier: string;
  readonly exports: object;
  readonly namespace: Readonly<Record<string, unknown>>;
}

const require = createRequire(import.meta.url);

const namespaces: Readonly<Record<string, object>> = {
  "node:assert": assert,
  "node:assert/strict": assertStrict,
  "node:async_hooks": asyncHooks,
  "node:buffer": buffer,
  "node:child_process": childProcess,
  "node:cluster": cluster,
  "node:console": nodeConsole,
  "node:constants": constants,
  "node:crypto": crypto,
  "node:dgram": dgram,
  "node:diagnostics_channel": diagnosticsChannel,
  "node:dns": dns,
  "node:dns/promises": dnsPromises,
  "node:events": events,
  "node:fs": fs,
  "node:fs/promises": fsPromises,
  "node:http": http,
  "node:http2": http2,
  "node:https": https,
  "node:inspector": inspector,
  "node:inspector/promises": inspectorPromises,
  "node:module": nodeModule,
  "node:net": net,
  "node:os": os,
  "node:path": path,
  "node:path/posix": pathPosix,
  "node:path/win32": pathWin32,
  "node:perf_hooks": perfHooks,
  "node:process": nodeProcess,
  "node:querystring": querystring,
  "node:readline": readline,
  "node:readline/promises": readlinePromises,
  "node:stream": stream,
  "node:stream/consumers": streamConsumers,
  "node:stream/promises": streamPromises,
  "node:stream/web": streamWeb,
  "node:string_decoder": stringDecoder,
  "node:timers": timers,
  "node:timers/promises": timersPromises,
  "node:tls": tls,
  "node:trace_events": traceEvents,
  "node:tty": tty,
  "node:url": url,
  "node:util": util,
  "node:util/types": utilTypes,
  "node:v8": v8,
  "node:vm": vm,
  "node:worker_threads": workerThreads,
  "node:zlib": zlib,
};

/** Every built-in module the check watches, in a fixed order. */
export function builtinModules(): BuiltinModule[] {
  return Object.entries(namespaces).map(([specifier, namespace]) => ({
    specifier,
    exports: require(specifier) as object,
    namespace: namespace as Readonly<Record<string, unknown>>,
  }));
}
