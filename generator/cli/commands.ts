/** Every `cardc` command, in the order `cardc --help` lists them. */
import type { Command } from "./command.js";
import { diffCommand } from "./diff-command.js";
import { distCommand } from "./dist-command.js";
import { galleryCommand } from "./gallery-command.js";
import { genCommand } from "./gen-command.js";
import { initCommand } from "./init-command.js";
import { lspCommand } from "./lsp-command.js";
import { releaseCheckCommand } from "./release-check-command.js";
import { scaffoldCommand } from "./scaffold-command.js";

export const commands: readonly Command[] = [
  initCommand,
  genCommand,
  galleryCommand,
  diffCommand,
  releaseCheckCommand,
  distCommand,
  scaffoldCommand,
  lspCommand,
];
