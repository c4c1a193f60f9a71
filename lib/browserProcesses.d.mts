import type {CDPSession} from 'playwright-core';

export function processCpu(session: CDPSession): Promise<Map<number, number>>;
export function favour(session: CDPSession): Promise<string | null>;
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number;
export function cpuUsedIn(
  session: CDPSession,
  windowMs: number,
  signal?: AbortSignal,
): Promise<{seconds: number; processes: number[]}>;
export function watchForStop(
  session: CDPSession,
  limits?: {windowMs?: number; cpuSeconds?: number},
): {stopped: Promise<number[]>; cancel: () => void};
