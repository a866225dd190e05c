/**
 * What every esbuild bundle of this repository shares: ESM for Node 20, with no licence comments
 * carried over and only warnings reported; `withChunks` adds code splitting into `chunks/`, so a
 * module shared by several entries (or loaded on use) is one file. Each build adds its own entries,
 * resolution and outputs (`build.mjs`, `runtime-package.mjs`, `build-hosts.mjs`).
 */
export const nodeBundle = {
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  legalComments: "none",
  logLevel: "warning",
};

export const withChunks = { splitting: true, chunkNames: "chunks/[name]-[hash]" };
