/** Types of `dist.mjs` for the TypeScript that imports it (the package consumer tests). */
export const debianCargoConfig: string;
export function dist(options?: {
  /** Run the release check alone: pack nothing. */
  readonly checkVersionOnly?: boolean;
}): Promise<readonly string[]>;
