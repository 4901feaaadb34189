// The end-to-end suite in two processes, each with its own portal. The specs that mostly wait out the server's
// one-code-a-minute rule run in the first, with the longest of the others to fill its waits; everything else runs
// in the second, beside it. Fails when either group fails.
import { spawn } from 'node:child_process';

const WAITING = ['specs/register.spec.ts', 'specs/forgot-password.spec.ts', 'specs/phone-login.spec.ts', 'specs/intl-accounts.spec.ts'];
// Chosen so that both groups take about as long (about 7 minutes each on the 2-core CI machine).
const FILLING = ['specs/accessibility.spec.ts', 'specs/widgets.spec.ts', 'specs/admin-layout.spec.ts'];
const FIRST = [...WAITING, ...FILLING];

function vitest(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...args], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all([vitest(FIRST), vitest(FIRST.flatMap((spec) => ['--exclude', spec]))]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
