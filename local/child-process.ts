import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Log } from './log';

export interface Child {
  name: string;
  process: ChildProcess;
  /** Resolves when the process has exited, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills the whole process group: SIGTERM, then SIGKILL after a grace period. */
  stop(): Promise<void>;
  /** Called when the process exits without `stop()` having been asked for. */
  onUnexpectedExit(listener: (description: string) => void): void;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  log: Log;
  /** Lines to drop (startup chatter that says nothing useful). */
  ignore?: RegExp;
  stdio?: StdioOptions;
}

// Colour codes from children that believe they write to a terminal.
// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * Each child gets its own process group (`detached`) so that stopping it also stops anything it
 * spawned (Vite's workers, for example), and so Ctrl-C in the terminal reaches only us: we then
 * shut the children down in order instead of racing them.
 */
export function spawnChild(options: SpawnOptions): Child {
  const { name, log } = options;
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (raw) => {
      const line = stripAnsi(raw).trimEnd();
      if (line && !options.ignore?.test(line)) log(name, line);
    });
  }

  let stopping = false;
  const listeners: Array<(description: string) => void> = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('error', (error) => {
      log(name, `could not start ${options.command}: ${error.message}`);
      resolve({ code: -1, signal: null });
    });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  void exited.then(({ code, signal }) => {
    if (stopping) return;
    const description = `${name} exited unexpectedly (${signal ?? `code ${code}`})`;
    for (const listener of listeners) listener(description);
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  return {
    name,
    process: child,
    exited,
    onUnexpectedExit: (listener) => listeners.push(listener),
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      // Grandchildren may outlive the leader; make sure none is left behind.
      signalGroup('SIGKILL');
    },
  };
}
