// The end-to-end suite in two processes: the specs that mostly wait out the server's one-code-a-minute rule run
// beside the others instead of after them, each group with its own portal. Fails when either group fails.
// (A balanced split of the work was tried: on two cores the groups then slow each other down to the same total.)
import { spawn } from 'node:child_process';

const WAITING = ['specs/register.spec.ts', 'specs/forgot-password.spec.ts', 'specs/phone-login.spec.ts', 'specs/intl-accounts.spec.ts'];

function vitest(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...args], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all([vitest(WAITING), vitest(WAITING.flatMap((spec) => ['--exclude', spec]))]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
