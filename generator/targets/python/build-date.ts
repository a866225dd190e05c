/**
 * The one time every file in the wheel and the sdist is dated: the caller's `SOURCE_DATE_EPOCH`
 * (reproducible-builds.org), otherwise 1980-01-01, and never before it, since a zip cannot say an
 * earlier time. Staged copies carry the time they were made, so dating them by the clock or the disk
 * would make every build's bytes differ; with this, the same inputs give the same archives.
 */
/** 1980-01-01T00:00:00Z, the earliest time a zip entry can carry, in seconds. */
const zipEpoch = 315_532_800;

/**
 * Seconds since 1970 the archives' files are dated, from `SOURCE_DATE_EPOCH` as the environment
 * gives it; undefined for a value that is not a whole number of seconds, which the packer refuses.
 */
export function buildDate(sourceDateEpoch: string | undefined): number | undefined {
  if (sourceDateEpoch === undefined || sourceDateEpoch === "") return zipEpoch;
  if (!/^\d{1,12}$/.test(sourceDateEpoch)) return undefined;
  return Math.max(Number(sourceDateEpoch), zipEpoch);
}
