/**
 * CPU time per call, for benches on a shared machine: the process's own user + system time
 * (process.cpuUsage) around repeated calls, so that time the scheduler gives to other work does not
 * count (wall-clock figures from tinybench swing by ×5–10 under a load of 15–25 on 2 cores). One warm
 * call first, then calls until `minMs` of CPU or `maxCalls`; the mean per call is returned.
 */
export function cpuMsPerCall(fn: () => unknown, minMs = 300, maxCalls = 2_000): { ms: number; calls: number } {
  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  fn();
  const start = cpu();
  let calls = 0;
  while (calls < maxCalls) {
    fn();
    calls++;
    if (cpu() - start >= minMs) break;
  }
  return { ms: (cpu() - start) / calls, calls };
}

/** A table row: label and CPU ms per call, printed with a fixed width. */
export function cpuRow(label: string, fn: () => unknown, minMs?: number, maxCalls?: number): string {
  const { ms, calls } = cpuMsPerCall(fn, minMs, maxCalls);
  return `${label.padEnd(48)} ${ms.toFixed(ms < 1 ? 3 : 1).padStart(10)} ms CPU  (${calls} calls)`;
}
