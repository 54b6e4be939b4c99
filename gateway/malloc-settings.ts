/**
 * glibc's malloc settings the server runs with on Linux. They are read once, as the process
 * starts, so they can only come from its environment: the Dockerfile sets them, and
 * `gateway/server.ts` restarts itself in place with them (start-up-environment.ts) when
 * `npm start` or `npm run serve` ran it without them.
 *
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates at once an arena of its own,
 *   up to 8 a core, and memory freed in one arena serves only that arena. The server's threads
 *   (libuv's four, which hash passwords, V8's, libvips') kept 20–25 MB more resident between
 *   them; two arenas hold what they need, as one JavaScript thread does the rest.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: glibc's own starting value, held fixed. Left to itself, glibc
 *   raises the threshold to the size of each large block freed (up to 32 MB), so a password
 *   hash's 16 MB and an image's rows then stay in the arena once freed; held at 128 kB, every
 *   block that large is mapped for its use and handed back to the system when freed.
 *
 * A school that sets `MALLOC_ARENA_MAX` itself chooses its own: the server then adds nothing.
 */
export const MALLOC_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/**
 * The settings to start with, or undefined when there is nothing to do: not Linux (other
 * systems' allocators ignore these), or `MALLOC_ARENA_MAX` already set (by the Dockerfile, a
 * school, or this very restart).
 *
 * @param env the process's environment
 * @param platform `process.platform`
 * @example mallocSettingsToAdd({}, 'linux') // MALLOC_SETTINGS
 */
export function mallocSettingsToAdd(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): Readonly<Record<string, string>> | undefined {
  if (platform !== 'linux' || env.MALLOC_ARENA_MAX !== undefined) return undefined;
  return MALLOC_SETTINGS;
}
