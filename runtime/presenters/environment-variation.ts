/**
 * The other machine, for the purity check's second call. A replay runs on another machine, where
 * the time zone, the locale and the paths of the code differ; a presenter that reads any of them
 * (`getHours()`, `toLocaleDateString()`, `resolvedOptions().timeZone`, `new Error().stack`) gives
 * another card there. The first call runs here, the second as if elsewhere: another time zone (set
 * through `TZ`, which Node applies at once), another default locale (every `Intl` constructor and
 * every `toLocale…` method given no locale gets one that formats differently) and other paths in
 * stack traces (both calls format stacks the same way, the second with every file under
 * `/elsewhere`). Their views must be equal, so such a presenter is reported.
 *
 *     call 1: "1/2/1970, 3:00:00 AM"      call 2: "2.1.1970, 16:45:00"
 */

export type Machine = "here" | "elsewhere";

/** Makes this process look like `machine` until the returned undo is called. */
export function pretendMachine(machine: Machine): () => void {
  const undo = [formatStacks(machine === "elsewhere" ? "/elsewhere" : "")];
  if (machine === "elsewhere") undo.push(moveTimeZone(), moveLocale());
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** A zone whose offset differs from any common one, and another for a machine already there. */
export function otherTimeZone(): string {
  const current = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return current === "Pacific/Chatham" ? "America/St_Johns" : "Pacific/Chatham";
}

/** A locale whose numbers and dates read unlike this machine's, as a BCP 47 tag (`de-DE`). */
export function otherLocale(): string {
  return new Intl.NumberFormat().resolvedOptions().locale.startsWith("de") ? "en-IN" : "de-DE";
}

function moveTimeZone(): () => void {
  const before = process.env["TZ"];
  process.env["TZ"] = otherTimeZone();
  return () => {
    if (before === undefined) delete process.env["TZ"];
    else process.env["TZ"] = before;
  };
}

const localeConstructors = [
  "Collator",
  "DateTimeFormat",
  "DisplayNames",
  "ListFormat",
  "NumberFormat",
  "PluralRules",
  "RelativeTimeFormat",
  "Segmenter",
] as const;

/** Where each `toLocale…` method takes its locale. */
const localeMethods: readonly (readonly [object, string, number])[] = [
  [Date.prototype, "toLocaleString", 0],
  [Date.prototype, "toLocaleDateString", 0],
  [Date.prototype, "toLocaleTimeString", 0],
  [Number.prototype, "toLocaleString", 0],
  [BigInt.prototype, "toLocaleString", 0],
  [String.prototype, "localeCompare", 1],
  [String.prototype, "toLocaleUpperCase", 0],
  [String.prototype, "toLocaleLowerCase", 0],
];

function moveLocale(): () => void {
  const locale = otherLocale();
  const undo: (() => void)[] = [];
  const replace = (owner: object, key: string, value: unknown) => {
    const before = Object.getOwnPropertyDescriptor(owner, key);
    if (before === undefined) return;
    Object.defineProperty(owner, key, { ...before, value });
    undo.push(() => Object.defineProperty(owner, key, before));
  };
  const withLocale = (args: unknown[], at: number) => {
    const given = [...args];
    if (given[at] === undefined) given[at] = locale;
    return given;
  };
  for (const name of localeConstructors) {
    const original = (Intl as unknown as Record<string, unknown>)[name];
    if (typeof original !== "function") continue;
    replace(
      Intl,
      name,
      new Proxy(original, {
        construct: (target, args, newTarget) => Reflect.construct(target, withLocale(args, 0), newTarget) as object,
        apply: (target, self, args) => Reflect.apply(target, self, withLocale(args, 0)) as unknown,
      }),
    );
  }
  for (const [owner, key, at] of localeMethods) {
    const original = (owner as Record<string, unknown>)[key];
    if (typeof original !== "function") continue;
    replace(owner, key, function (this: unknown, ...args: unknown[]) {
      return Reflect.apply(original, this, withLocale(args, at)) as unknown;
    });
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** Stack traces in one format for both calls, with every file moved under `root`. */
function formatStacks(root: string): () => void {
  const before = Object.getOwnPropertyDescriptor(Error, "prepareStackTrace");
  Error.prepareStackTrace = (error: unknown, frames: NodeJS.CallSite[]) =>
    [headline(error), ...frames.map((frame) => `    at ${describeFrame(frame, root)}`)].join("\n");
  return () => {
    if (before === undefined) Reflect.deleteProperty(Error, "prepareStackTrace");
    else Object.defineProperty(Error, "prepareStackTrace", before);
  };
}

function headline(error: unknown): string {
  try {
    return String(error);
  } catch {
    return "Error";
  }
}

function describeFrame(frame: NodeJS.CallSite, root: string): string {
  const file = (frame.getFileName() ?? "<anonymous>").replace(/^(file:\/\/)?\//, `$1${root}/`);
  const place = `${file}:${frame.getLineNumber() ?? 0}:${frame.getColumnNumber() ?? 0}`;
  const name = frame.getFunctionName();
  return name === null ? place : `${name} (${place})`;
}
