/** A file the generator produces: a path relative to the output folder, and its exact bytes as text. */
export interface GeneratedFile {
  readonly path: string;
  readonly contents: string;
}
