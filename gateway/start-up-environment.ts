import { compileCacheToAdd } from './compile-cache.ts';
import { mallocSettingsToAdd } from './malloc-settings.ts';

/**
 * What the server's environment lacks of what it must start with (glibc's malloc settings,
 * Node's compile cache), or undefined when it lacks nothing.
 *
 * @param env the process's environment
 * @param platform `process.platform`
 * @example startUpSettingsToAdd({}, 'linux') // { ...MALLOC_SETTINGS, ...COMPILE_CACHE }
 */
export function startUpSettingsToAdd(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): Readonly<Record<string, string>> | undefined {
  const settings = { ...mallocSettingsToAdd(env, platform), ...compileCacheToAdd(env) };
  return Object.keys(settings).length > 0 ? settings : undefined;
}

/**
 * Replaces this process with itself started again with the settings it lacks (same pid, flags,
 * arguments and open terminal, so signals and process managers see no difference). Runs before
 * anything else is loaded (`gateway/start-up-settings.ts`); the restarted process lacks nothing,
 * so it goes on.
 */
export function restartWithStartUpSettings(): void {
  const settings = startUpSettingsToAdd(process.env, process.platform);
  if (!settings || typeof process.execve !== 'function') return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...settings });
}
