/** CPU milliseconds a thread has used, from its `/proc` stat file, or null where there is none. */
export function threadCpuMs(statFile: string): number | null;
