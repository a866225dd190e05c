/**
 * The VS Code extension for `cardc lsp`: on the first JSON document of a workspace, it starts the
 * project's `cardc lsp` over stdio (`client-options.ts` decides the command and the documents) with
 * vscode-languageclient, so a vocabulary gets gen's diagnostics as it is typed, go to definition,
 * references, hover, rename and completion. Built by `build/vscode-extension.mjs` into one
 * CommonJS file, `vscode` left to the editor, and packed as a `.vsix` by `pnpm dist`.
 */
import { type ExtensionContext, workspace } from "vscode";
import {
  LanguageClient,
  type LanguageClientOptions,
  type ServerOptions,
  TransportKind,
} from "vscode-languageclient/node";
import { serverLaunch, vocabularyPatterns } from "./client-options.js";

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const root = workspace.workspaceFolders?.[0]?.uri.fsPath;
  if (root === undefined) return;
  const launch = serverLaunch(root, workspace.getConfiguration("cardc").get<string>("path"));
  const server: ServerOptions = {
    command: launch.command,
    args: [...launch.args],
    transport: TransportKind.stdio,
    options: { cwd: root },
  };
  const documents: LanguageClientOptions = {
    documentSelector: vocabularyPatterns(root).map((pattern) => ({ language: "json", pattern })),
  };
  client = new LanguageClient("cardc", "cardc", server, documents);
  context.subscriptions.push(client);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
