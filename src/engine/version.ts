/** The layout format version this build understands. */
export const SUPPORTED_VERSION = { major: 1, minor: 0 } as const;
export const SUPPORTED_VERSION_TEXT = `${SUPPORTED_VERSION.major}.${SUPPORTED_VERSION.minor}`;

export type VersionVerdict =
  | { status: 'ok' }
  /** A newer minor only adds things: render what we understand, tell the operator. */
  | { status: 'newer-minor'; message: string }
  | { status: 'refused'; message: string };

export function checkSchemaVersion(version: unknown): VersionVerdict {
  if (typeof version !== 'string' || !/^\d+\.\d+$/.test(version)) {
    return { status: 'refused', message: 'schemaVersion must be a string like "1.0" (MAJOR.MINOR)' };
  }
  const [major, minor] = version.split('.').map(Number);
  if (major !== SUPPORTED_VERSION.major) {
    const relation = major > SUPPORTED_VERSION.major ? 'newer' : 'older';
    return {
      status: 'refused',
      message: `schemaVersion ${version} is a ${relation} major version than this app supports (${SUPPORTED_VERSION_TEXT})`,
    };
  }
  if (minor > SUPPORTED_VERSION.minor) {
    return {
      status: 'newer-minor',
      message: `schemaVersion ${version} is newer than ${SUPPORTED_VERSION_TEXT}: rendering what this app understands`,
    };
  }
  return { status: 'ok' };
}
