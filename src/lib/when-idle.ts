/** Runs `task` once the page has nothing more urgent to do (Safari has no requestIdleCallback: soon after, then). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 200);
}
