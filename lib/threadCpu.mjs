import {readFileSync} from 'node:fs';

/**
 * CPU milliseconds a thread has used, user and system time, from its `/proc` stat file (Linux, clock
 * ticks of 10 ms), or null where there is none. `/proc/thread-self/stat` is the calling thread's;
 * `/proc/self/task/<id>/stat` another thread's of this process.
 * @param {string} statFile
 * @returns {number | null}
 */
export function threadCpuMs(statFile) {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
