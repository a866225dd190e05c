/** Types of `dist.mjs` for the TypeScript that imports it (the package consumer tests). */
export const debianCargoConfig: string;
export function dist(options?: {
  /** Run the release check alone: build and pack nothing. */
  readonly checkVersionOnly?: boolean;
  /** Receives the release check's verdict line. */
  readonly report?: (line: string) => void;
}): Promise<readonly string[]>;
