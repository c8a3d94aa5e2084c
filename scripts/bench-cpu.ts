/**
 * The CPU time the whole local stack spends, read from `/proc` (Linux): this process and every
 * process below it (the functions, DynamoDB Local, the stand-ins). A load's CPU per request holds
 * still while the machine's other work moves its requests per second, so it is the figure to
 * compare two versions by on a shared machine. Elsewhere it reads nothing and prints nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** The kernel's clock tick: `getconf CLK_TCK` is 100 on every Linux this runs on. */
const MS_PER_TICK = 10;

interface ProcessTimes {
  pid: number;
  parent: number;
  /** Its own CPU time (ms), every thread's, without that of children it has waited for. */
  ms: number;
  command: string;
}

function timesOf(pid: number): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: state, parent, … and, from the 12th, utime and
    // stime (proc(5)). Not cutime and cstime: a function process stopped while the load ran (an
    // idle one, a minute on) would hand its whole life's CPU, cold start included, to its parent.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return { pid, parent: Number(fields[1]), ms: ticks * MS_PER_TICK, command };
  } catch {
    // Gone meanwhile, or not ours to read.
    return undefined;
  }
}

/** Which part of the stack a process is: a function's bundle, DynamoDB Local, or the rest. */
function partOf(command: string): string {
  const bundle = /dist\/lambdas\/(.+)\/index\.mjs/.exec(command);
  if (bundle) return `function ${bundle[1]}`;
  if (/\bjava\b/.test(command)) return 'DynamoDB Local';
  return 'bench, API and other stand-ins';
}

/** Each process of this process's tree now: its part and its CPU ms so far. */
export type StackCpu = Map<number, { part: string; ms: number }>;

/** The CPU so far of every process in this process's tree; empty where `/proc` cannot be read. */
export function stackCpu(): StackCpu {
  const tree: StackCpu = new Map();
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return tree;
  }
  const all = pids.map(timesOf).filter((p): p is ProcessTimes => p !== undefined);
  const children = new Map<number, ProcessTimes[]>();
  for (const p of all) children.set(p.parent, [...(children.get(p.parent) ?? []), p]);
  const visit = (p: ProcessTimes, root: boolean) => {
    tree.set(p.pid, { part: root ? partOf('') : partOf(p.command), ms: p.ms });
    for (const child of children.get(p.pid) ?? []) visit(child, false);
  };
  const self = all.find((p) => p.pid === process.pid);
  if (self) visit(self, true);
  return tree;
}

/**
 * The CPU ms each part spent between two readings, per request, most first: each process's own
 * time since the first reading (all of it for one started since). A process that ended between
 * the two is left out: its last moments are not worth a figure that its death would distort.
 */
export function cpuPerRequest(
  before: StackCpu,
  after: StackCpu,
  requests: number,
): Array<[part: string, ms: number]> {
  const parts = new Map<string, number>();
  for (const [pid, { part, ms }] of after) {
    parts.set(part, (parts.get(part) ?? 0) + ms - (before.get(pid)?.ms ?? 0));
  }
  return [...parts]
    .map(([part, ms]): [string, number] => [part, ms / requests])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
}
