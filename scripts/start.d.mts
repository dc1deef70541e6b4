/** True when dist/server/main.js is missing, or any file it was built from is gone or newer. */
export function isServerBuildStale(root?: string): boolean
