import { useEffect, useMemo, useState } from 'react';
import { clockOffset, remainingMs, tickMs } from './auction-time';

/**
 * What is left of an auction on the server's clock, ticking: the offset is taken when a read
 * arrives (its `serverTime` changes), so an extension pushed by a bid moves the countdown at once.
 */
export function useCountdown(endDate: string, serverTime: string): number {
  const offset = useMemo(() => clockOffset(serverTime, Date.now()), [serverTime]);
  const [now, setNow] = useState(() => Date.now());
  const remaining = remainingMs(endDate, now, offset);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(tickMs(remaining), remaining));
    return () => clearTimeout(timer);
  }, [now, remaining]);
  return remaining;
}
