// Runs before `tsx local/start.ts`, with plain Node and no dependencies, because on a fresh clone
// neither tsx nor anything else is installed yet.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const lockFile = path.join(root, 'package-lock.json');
const modules = path.join(root, 'node_modules');
// npm rewrites this file at the end of every install, so its age is the install's age.
const installMarker = path.join(modules, '.package-lock.json');

function needsInstall() {
  if (!existsSync(modules) || !existsSync(installMarker)) return true;
  if (!existsSync(lockFile)) return false;
  return statSync(installMarker).mtimeMs < statSync(lockFile).mtimeMs;
}

if (needsInstall()) {
  console.log('[stack] installing dependencies (npm install)…');
  const result = spawnSync('npm', ['install'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm install failed: fix the error above, then run npm start again.');
    process.exit(result.status ?? 1);
  }
}

// DynamoDB Local is a Java program; say so plainly instead of failing later with ENOENT.
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const versionText = `${java.stderr ?? ''}${java.stdout ?? ''}`;
const major = Number(/version "(?:1\.)?(\d+)/.exec(versionText)?.[1] ?? 0);
if (java.error || java.status !== 0 || major < 17) {
  console.error(
    'Java 17+ is required for DynamoDB Local: install a JDK (e.g. apt-get install openjdk-17-jre-headless)',
  );
  process.exit(1);
}
