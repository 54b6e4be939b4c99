import { readFileSync } from 'node:fs';

/** What TCP did to get bytes through while a flood ran, on the machine's loopback too. */
export interface TcpRecovery {
  /** Segments sent again (`Tcp RetransSegs`): each waited for a probe or a timeout first. */
  retransmitted: number;
  /** Times a receiver said its buffer was full (`TCPToZeroWindowAdv`): the sender then waits for it to read. */
  zeroWindows: number;
  /** Probes of a full receiver's window (`TCPWinProbe`), sent after 200 ms and then twice as late each time. */
  windowProbes: number;
}

/** One counter of a `/proc/net/snmp`-style table: a line of names, then a line of values, under the same prefix. */
function counter(table: string, prefix: string, name: string): number {
  const [names, values] = table.split('\n').filter((line) => line.startsWith(`${prefix}:`));
  const index = names?.split(/\s+/).indexOf(name) ?? -1;
  return Number(values?.split(/\s+/)[index] ?? Number.NaN);
}

function tcpCounters(): TcpRecovery {
  const snmp = readFileSync('/proc/net/snmp', 'utf8');
  const netstat = readFileSync('/proc/net/netstat', 'utf8');
  return {
    retransmitted: counter(snmp, 'Tcp', 'RetransSegs'),
    zeroWindows: counter(netstat, 'TcpExt', 'TCPToZeroWindowAdv'),
    windowProbes: counter(netstat, 'TcpExt', 'TCPWinProbe'),
  };
}

/**
 * The TCP recovery counted while `during` runs (Linux; NaN elsewhere), to tell a tail made by
 * the connections from one made by the server: a closed-loop client that cannot read as fast as
 * the server writes fills its receive buffers, and a segment that then waits for a window
 * probe or a retransmission waits 200 ms, 400, 800…, which shows as p99 and wrk's timeouts.
 * The counters are the machine's (its network namespace's), so other work counts too.
 *
 * @example const { result, recovery } = await countingTcpRecovery(() => runWrk(url, options))
 */
export async function countingTcpRecovery<Result>(during: () => Promise<Result>): Promise<{ result: Result; recovery: TcpRecovery }> {
  const before = tcpCounters();
  const result = await during();
  const after = tcpCounters();
  return {
    result,
    recovery: {
      retransmitted: after.retransmitted - before.retransmitted,
      zeroWindows: after.zeroWindows - before.zeroWindows,
      windowProbes: after.windowProbes - before.windowProbes,
    },
  };
}
