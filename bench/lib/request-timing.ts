// One request at a time over HTTP against the built server, in rounds: every request's time, each
// round's p95, and the server's CPU time per request (courses and AdSpy at scale).
import { readFileSync } from 'node:fs';
import { send2xx } from './server.js';
import { quantile } from './stats.js';

export interface Case {
  label: string;
  /** The i-th request of the case (0-based over warm-up and rounds). */
  request(i: number): { method: 'GET' | 'PUT'; url: string };
}

export interface RoundOptions {
  warmUp: number;
  rounds: number;
  perRound: number;
}

/** CPU time the process has used so far, user and system, in ms (Linux /proc; 10 ms ticks). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
const TICKS_PER_SECOND = 100;

/** Warm-up requests of every case, then `rounds` rounds of `perRound` requests of each case in turn. */
export async function time(origin: string, cookie: string, serverPid: number, cases: Case[], options: RoundOptions) {
  const timings = cases.map(() => ({ all: [] as number[], roundP95: [] as number[], serverCpuMs: 0 }));
  const used = cases.map(() => 0);
  const send = async (index: number) => {
    const { method, url } = cases[index]!.request(used[index]!++);
    await send2xx(method, `${origin}${url}`, cookie);
  };
  for (const [index] of cases.entries()) for (let i = 0; i < options.warmUp; i++) await send(index);
  for (let round = 0; round < options.rounds; round++) {
    for (const [index] of cases.entries()) {
      const times: number[] = [];
      const cpuBefore = cpuMs(serverPid);
      for (let i = 0; i < options.perRound; i++) {
        const start = performance.now();
        await send(index);
        times.push(performance.now() - start);
      }
      timings[index]!.serverCpuMs += cpuMs(serverPid) - cpuBefore;
      timings[index]!.all.push(...times);
      timings[index]!.roundP95.push(quantile(times, 0.95));
    }
  }
  return timings;
}
