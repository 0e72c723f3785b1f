/**
 * `--contend` for the browser benchmarks (bench-lighthouse, bench-inp, bench-long-tasks): one core
 * of the machine kept busy for the whole run, as a mid-range phone's apps in the background keep
 * it, so that a target is seen to hold on a busy CPU and not only on a quiet one. The load is a
 * child process spinning at normal priority; it ends with the benchmark, and by itself if the
 * benchmark is killed (it watches its parent).
 */
import { spawn } from 'node:child_process';

const SPIN = `const parent = Number(process.argv[1]);
let check = 0;
for (;;) {
  if (Date.now() < check) continue;
  check = Date.now() + 500;
  try { process.kill(parent, 0); } catch { process.exit(0); }
}`;

/**
 * Starts the background load when `argv` has `--contend`; returns what to print about it (for the
 * report's header) and how to stop it.
 * @param {string[]} argv
 */
export function contend(argv) {
  if (!argv.includes('--contend')) return { label: 'no background load', stop: () => {} };
  const child = spawn(process.execPath, ['-e', SPIN, String(process.pid)], { stdio: 'ignore' });
  const stop = () => child.kill();
  process.once('exit', stop);
  return { label: 'one core kept busy by a spinning process (--contend)', stop };
}
