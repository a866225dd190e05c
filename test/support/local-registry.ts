/**
 * A verdaccio registry on loopback holding only what a test publishes, as a team's private registry
 * holds a release: `npm publish` of the tarballs `pnpm dist` packs, and of the packages they depend
 * on, packed from the copies this repository pins in `node_modules`. It has no uplinks, so an
 * install from it downloads nothing and a dependency nobody published fails the install by name.
 */
import { execFileSync } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, readFileSync, realpathSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { runServer } from "verdaccio";
import { root, runOk } from "./target-builds.js";

export interface LocalRegistry {
  /** Where clients find it: `http://127.0.0.1:<port>/`. */
  readonly url: string;
  /** Publishes a packed tarball, as its author would with `npm publish`. */
  publish(tarball: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts a registry whose storage and configuration live under `folder`, on a free loopback port. */
export async function startLocalRegistry(folder: string): Promise<LocalRegistry> {
  const app = await runServer({
    self_path: folder,
    storage: join(folder, "storage"),
    uplinks: {},
    packages: { "**": { access: ["$anonymous"], publish: ["$anonymous"] } },
    log: { type: "stdout", format: "pretty", level: "error" },
    web: { enable: false },
  } as unknown as Parameters<typeof runServer>[0]);
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `http://${host}/`;
  return {
    url,
    async publish(tarball) {
      // Anyone may publish here; npm still wants a token to send.
      await runOk("npm", ["publish", tarball, "--registry", url, `--//${host}/:_authToken=local`], { cwd: folder });
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * The tarball npm would pack of a package this repository pins (its files under `package/`), written
 * into `folder`. It must have no dependencies of its own, which the registry would then need too.
 */
export function packPinned(name: string, folder: string): string {
  const installed = realpathSync(join(root, "node_modules", name));
  const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as {
    version: string;
    dependencies?: Record<string, string>;
  };
  if (Object.keys(manifest.dependencies ?? {}).length > 0) {
    throw new Error(`${name} has dependencies of its own, which a test registry would need published too`);
  }
  mkdirSync(folder, { recursive: true });
  const tarball = join(folder, `${name.replace(/^@/, "").replace("/", "-")}-${manifest.version}.tgz`);
  const transform = `s,^${basename(installed)},package,`;
  execFileSync("tar", ["-czf", tarball, "-C", dirname(installed), "--transform", transform, basename(installed)]);
  return tarball;
}
