import { appendFileSync } from 'node:fs';

/** One line per event, tagged with the part of the stack it came from. */
export type Log = (source: string, line: string) => void;

const colours: Record<string, string> = {
  stack: '1',
  dynamodb: '34',
  cognito: '33',
  s3: '32',
  api: '36',
  web: '35',
  bus: '95',
  mail: '93',
  ws: '96',
};

/** For `npm start`: coloured, prefixed lines on the terminal. */
export const consoleLog: Log = (source, line) => {
  const colour = colours[source] ?? '37';
  const tag = process.stdout.isTTY ? `\x1b[${colour}m[${source}]\x1b[0m` : `[${source}]`;
  for (const part of line.split('\n')) console.log(`${tag} ${part}`);
};

/** For tests: keep the terminal clean but leave a trace to read when something fails. */
export function fileLog(file: string): Log {
  return (source, line) => {
    try {
      appendFileSync(file, `${new Date().toISOString()} [${source}] ${line}\n`);
    } catch {
      // The data folder is gone once the stack stops; late lines have nowhere to go.
    }
  };
}
