/**
 * The purity check run on two machines: two child `node` processes load the presenter's module and
 * run `checkPresenterPurity` on the same arguments, one as this machine is and one as another
 * machine would be, and their cards must agree. The other machine has another time zone (`TZ`) and
 * locale (`LANG`, `LC_ALL`) from the start, another working and home folder, and the presenter's own
 * code at another path (a loader hook moves every module outside `node_modules` under
 * `/cardc-elsewhere`), so `import.meta.url`, `__filename`-like paths in a stack and anything else the
 * in-process check cannot move differ there. A child that cannot load the presenter, crashes or does
 * not answer in time is a problem, not a pass.
 *
 *     await checkPresenterAcrossMachines({ module: new URL("./bash.ts", import.meta.url),
 *       exportPath: ["bash", "presentResult"], nodeOptions: ["--import", "tsx"] }, [args, result]);
 *
 * The presenter's module must be ESM; each child also runs every in-process check.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { describeUnknown } from "../core/describe.js";
import { otherLocale, otherTimeZone } from "./environment-variation.js";
import type { PurityReport } from "./purity.js";

export interface PresenterModule {
  /** The module that exports the presenter: a `file:` URL or an absolute path. */
  readonly module: string | URL;
  /** Where the presenter is among the module's exports: `["bash", "presentResult"]`, or `["presentCall"]`. */
  readonly exportPath: readonly string[];
  /** Options for the child `node` processes, e.g. `["--import", "tsx"]` to load TypeScript. */
  readonly nodeOptions?: readonly string[];
}

/** What a child says: its report, or why it could not make one. */
type ChildAnswer = { readonly report: PurityReport } | { readonly failed: string };

const childTimeoutMs = 60_000;
const elsewhereRoot = "/cardc-elsewhere";

/** The child: loads the check and the presenter, checks it on the arguments read from stdin, answers on fd 3. */
const childScript = `
import { register } from "node:module";
import { writeSync } from "node:fs";
const job = JSON.parse(process.env.CARDC_PURITY_JOB);
const answer = (value) => writeSync(3, JSON.stringify(value));
try {
  if (job.hooks !== undefined) register(job.hooks, { data: { root: job.root } });
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const args = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  const { checkPresenterPurity } = await import(job.purity);
  let owner = await import(job.module);
  const path = [...job.exportPath];
  const last = path.pop();
  for (const key of path) owner = owner?.[key];
  if (typeof owner?.[last] !== "function") throw new Error(job.exportPath.join(".") + " is not a function the module exports");
  const report = checkPresenterPurity((...given) => owner[last](...given), args);
  answer({ report: { ...report, view: report.view === undefined ? null : report.view, hasView: report.view !== undefined } });
} catch (error) {
  answer({ failed: String(error && error.stack ? error.stack.split("\\n")[0] : error) });
}
`;

/** Loader hooks that move every module outside node_modules under the root the child is given. */
const moveHooks = `
let root;
export function initialize(data) { root = data.root; }
const movable = (url) => url.startsWith("file:") && !url.includes("/node_modules/") && !url.startsWith("file://" + root);
const move = (url) => "file://" + root + new URL(url).pathname;
const unmove = (url) => url.startsWith("file://" + root) ? "file://" + url.slice(("file://" + root).length) : url;
export async function resolve(specifier, context, next) {
  const parentURL = context.parentURL === undefined ? undefined : unmove(context.parentURL);
  const found = await next(specifier, { ...context, parentURL });
  return movable(found.url) ? { ...found, url: move(found.url), shortCircuit: true } : found;
}
export async function load(url, context, next) {
  return unmove(url) === url ? next(url, context) : { ...(await next(unmove(url), context)), shortCircuit: true };
}
`;

/** Checks the presenter in a child process here and in one as on another machine, and compares their cards. */
export async function checkPresenterAcrossMachines(
  presenter: PresenterModule,
  args: readonly unknown[],
): Promise<PurityReport> {
  const elsewhere = mkdtempSync(join(tmpdir(), "cardc-elsewhere-"));
  try {
    const [here, there] = await Promise.all([
      runChild(presenter, args, { env: process.env, cwd: process.cwd() }),
      runChild(presenter, args, {
        env: { ...process.env, ...otherMachine(), HOME: elsewhere },
        cwd: elsewhere,
        moveCode: true,
      }),
    ]);
    return combine(here, there);
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
}

/** The time zone and locale of a machine unlike this one. */
function otherMachine(): Record<string, string> {
  // The same other locale the in-process variation uses, in the form LANG takes (`de_DE.UTF-8`).
  const locale = `${otherLocale().replace("-", "_")}.UTF-8`;
  return { TZ: otherTimeZone(), LANG: locale, LC_ALL: locale };
}

/**
 * The purity check's own module, for the child to load: its sibling `purity` source when run from
 * source, or, in `@cardc/runtime`'s bundle, where this code lives in `purity.js` itself, that file.
 */
const purityModule = new URL(import.meta.url.endsWith(".ts") ? "./purity.ts" : "./purity.js", import.meta.url);

function runChild(
  presenter: PresenterModule,
  args: readonly unknown[],
  machine: { readonly env: NodeJS.ProcessEnv; readonly cwd: string; readonly moveCode?: boolean },
): Promise<ChildAnswer> {
  const module =
    presenter.module instanceof URL || presenter.module.startsWith("file:")
      ? String(presenter.module)
      : pathToFileURL(presenter.module).href;
  const job = {
    purity: purityModule.href,
    module,
    exportPath: presenter.exportPath,
    root: elsewhereRoot,
    ...(machine.moveCode === true ? { hooks: `data:text/javascript,${encodeURIComponent(moveHooks)}` } : {}),
  };
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [...(presenter.nodeOptions ?? []), "--input-type=module", "--eval", childScript],
      {
        cwd: machine.cwd,
        env: { ...machine.env, CARDC_PURITY_JOB: JSON.stringify(job) },
        stdio: ["pipe", "ignore", "pipe", "pipe"],
      },
    );
    let answer = "";
    let stderr = "";
    child.stdio[3]?.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), childTimeoutMs);
    child.on("error", (error) => resolve({ failed: error.message }));
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      try {
        resolve(readAnswer(JSON.parse(answer) as unknown));
      } catch {
        const said = stderr.trim().split("\n").at(-1) ?? "";
        resolve({
          failed: `the child ended (${signal ?? `exit ${code}`}) without an answer${said === "" ? "" : `: ${said}`}`,
        });
      }
    });
    child.stdin?.end(JSON.stringify(args));
  });
}

function readAnswer(value: unknown): ChildAnswer {
  const answer = value as { failed?: string; report?: PurityReport & { hasView: boolean } };
  if (typeof answer.failed === "string") return { failed: answer.failed };
  if (answer.report === undefined) throw new Error("no report");
  const { hasView, ...report } = answer.report;
  return { report: { ...report, view: hasView ? report.view : undefined } };
}

function combine(here: ChildAnswer, there: ChildAnswer): PurityReport {
  const problems = new Set<string>();
  for (const [answer, where] of [
    [here, "here"],
    [there, "on the other machine"],
  ] as const) {
    if ("failed" in answer)
      problems.add(`the presenter could not be checked in a child process ${where}: ${answer.failed}`);
    else for (const problem of answer.report.problems) problems.add(problem);
  }
  if ("report" in here && "report" in there) {
    const [a, b] = [here.report, there.report];
    const same = a.threw === b.threw && isDeepStrictEqual(a.view, b.view);
    if (!same) {
      problems.add(
        `on another machine (another time zone, locale, folder and code path) the card differs: ${describeOutcome(a)} then ${describeOutcome(b)}`,
      );
    }
  }
  const view = "report" in here ? here.report.view : undefined;
  const threw = "report" in here ? here.report.threw : undefined;
  const list = [...problems];
  return {
    pure: list.length === 0,
    problems: list,
    view,
    ...(threw === undefined || list.length > 0 ? {} : { threw }),
  };
}

function describeOutcome(report: PurityReport): string {
  return report.threw === undefined ? describeUnknown(report.view) : `threw ${report.threw}`;
}
