/** Types of `vscode-extension.mjs` for the TypeScript that imports it (the extension's test). */
export declare const extensionId: { readonly publisher: string; readonly name: string };
export declare function packVscodeExtension(
  root: string,
  destination: string,
): Promise<{ readonly vsix: string; readonly output: string }>;
