/**
 * Where `cardc dist` writes its artifacts unless `--dest` says otherwise: shared by the command's
 * help and by the run that refuses a destination, which may not import the command.
 */
export const defaultDistFolder = "dist/packages";
