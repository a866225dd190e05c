/**
 * Reads the previous version of the vocabulary for `cardc diff --against`: a file when the argument
 * names one, otherwise the schema file as it was at that git revision (`git show <ref>:./<file>`,
 * run next to the file so any working directory works).
 */
import { execFile } from "node:child_process";
import { readFile, stat } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type Baseline = { ok: true; file: string; text: string; from: "file" | "git" } | { ok: false; problem: string };

export async function readBaseline(against: string, schemaPath: string, sourceName: string): Promise<Baseline> {
  if (await isFile(against)) {
    try {
      return { ok: true, file: against, text: await readFile(against, "utf8"), from: "file" };
    } catch (error) {
      return { ok: false, problem: `${against}: cannot read it (${(error as NodeJS.ErrnoException).code ?? "error"})` };
    }
  }
  const file = `${against}:${sourceName}`;
  try {
    const { stdout } = await run("git", ["show", `${against}:./${basename(schemaPath)}`], {
      cwd: dirname(schemaPath),
      maxBuffer: 64 * 1024 * 1024,
      encoding: "utf8",
    });
    return { ok: true, file, text: stdout, from: "git" };
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const detail = (typeof stderr === "string" ? stderr : "").split("\n")[0]?.trim();
    return {
      ok: false,
      problem: `${file}: not a file, and git cannot show it${detail === undefined || detail === "" ? "" : ` (${detail})`}`,
    };
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
