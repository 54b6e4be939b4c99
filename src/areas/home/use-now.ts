import { useEffect, useState } from 'react';

/**
 * The time now, renewed at each whole second; null in the static HTML and until the island runs.
 * Ticks are set to the second's start so the display never skips or repeats a second.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const moment = new Date();
      setNow(moment);
      timer = setTimeout(tick, 1000 - moment.getMilliseconds());
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
