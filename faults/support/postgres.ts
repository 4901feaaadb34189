import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sleep } from './portal';

// A PostgreSQL of the fault suite's own: a cluster made with `initdb` in a temporary directory, serving 127.0.0.1 on a
// port of its own and a socket in that directory. The machine's shared server is never touched. PostgreSQL refuses to
// run as root, so under root every command runs as the `postgres` OS user, who owns the directory.

const BIN_DIR = process.env.FAULTS_PG_BIN_DIR ?? '/usr/local/bin';
const OS_USER = 'postgres';
const SUPERUSER = 'portal';
const DATABASE = 'portal';

const run = promisify(execFile);
const asRoot = () => process.getuid?.() === 0;

/** The `postgres` OS user's ids; a clear error where there is no such user. */
async function osUser(): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', OS_USER]), run('id', ['-g', OS_USER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch (error) {
    throw new Error(`PostgreSQL will not run as root: the suite runs it as the \`${OS_USER}\` OS user, and there is none`, { cause: error });
  }
}

/** A PostgreSQL binary, run as the `postgres` OS user when the suite runs as root. */
function command(binary: string, args: string[]): [string, string[]] {
  const file = path.join(BIN_DIR, binary);
  return asRoot() ? ['runuser', ['-u', OS_USER, '--', file, ...args]] : [file, args];
}

/** Runs a PostgreSQL binary; a failure carries its output. */
async function pgBinary(binary: string, args: string[]): Promise<void> {
  const [file, argv] = command(binary, args);
  try {
    await run(file, argv, { timeout: 45_000 });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${binary} ${args.join(' ')} failed: ${error instanceof Error ? error.message : String(error)}\n${stdout}${stderr}`, { cause: error });
  }
}

export class PrivatePostgres {
  /** The portal's database, as DATABASE_URL. */
  readonly url: string;
  private running = false;
  private readonly stopOnExit = () => {
    // A test process that dies without its afterAll still takes its PostgreSQL along.
    if (!this.running) return;
    const [file, argv] = command('pg_ctl', ['stop', '-D', this.dataDir, '-m', 'immediate']);
    try {
      execFileSync(file, argv, { stdio: 'ignore' });
    } catch {
      // already gone
    }
  };

  private constructor(
    /** The temporary directory: the cluster, its socket and its log. */
    readonly dir: string,
    readonly port: number,
  ) {
    this.url = `postgres://${SUPERUSER}@127.0.0.1:${port}/${DATABASE}`;
    process.on('exit', this.stopOnExit);
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  /** The socket goes into the temporary directory too: nothing of the machine's own server is shared. */
  private get options(): string {
    return `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`;
  }

  private get logFile(): string {
    return path.join(this.dir, 'postgres.log');
  }

  /**
   * Makes a cluster in a new temporary directory (trust authentication, loopback only), starts it on `port` and
   * creates the portal's database. If any of that fails, whatever was made is gone again.
   */
  static async create(port: number): Promise<PrivatePostgres> {
    for (const binary of ['initdb', 'pg_ctl', 'postgres']) {
      if (!existsSync(path.join(BIN_DIR, binary))) throw new Error(`${path.join(BIN_DIR, binary)} is missing (set FAULTS_PG_BIN_DIR)`);
    }
    const owner = asRoot() ? await osUser() : null;
    const server = new PrivatePostgres(await mkdtemp(path.join(tmpdir(), 'portal-faults-pg-')), port);
    try {
      if (owner) await chown(server.dir, owner.uid, owner.gid);
      await pgBinary('initdb', ['-D', server.dataDir, '--auth=trust', '-U', SUPERUSER, '-E', 'UTF8', '--locale=C', '--no-sync']);
      await pgBinary('pg_ctl', ['start', '-D', server.dataDir, '-l', server.logFile, '-o', server.options, '-w', '-t', '30']);
      server.running = true;
      const admin = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, database: 'postgres' });
      await admin.connect();
      try {
        await admin.query(`create database ${DATABASE}`);
      } finally {
        await admin.end();
      }
      return server;
    } catch (error) {
      await server.dispose();
      throw error;
    }
  }

  /**
   * A crash-like restart: `-m immediate` stops without a checkpoint, so the start replays the WAL. The database stays
   * away for `downMs` between the two, so the clients' requests meet the outage rather than slip past a restart that
   * takes a fifth of a second. Answers the whole outage's duration.
   */
  async restart(downMs: number): Promise<number> {
    const started = performance.now();
    await pgBinary('pg_ctl', ['stop', '-D', this.dataDir, '-m', 'immediate', '-w', '-t', '30']);
    await sleep(downMs);
    // The log file again: without it the new postmaster would write to (and hold open) this command's output.
    await pgBinary('pg_ctl', ['start', '-D', this.dataDir, '-l', this.logFile, '-o', this.options, '-w', '-t', '30']);
    return performance.now() - started;
  }

  /** Runs `work` with a client of the portal's database. */
  async withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  /** The server log's last lines, for failure messages. */
  async log(lines = 40): Promise<string> {
    const text = await readFile(this.logFile, 'utf8').catch(() => '');
    return text.split('\n').slice(-lines).join('\n');
  }

  /** `pg_ctl stop -m fast` (if it runs), then the temporary directory goes. */
  async dispose({ keep = false } = {}): Promise<void> {
    process.off('exit', this.stopOnExit);
    if (this.running) {
      this.running = false;
      await pgBinary('pg_ctl', ['stop', '-D', this.dataDir, '-m', 'fast', '-w', '-t', '30'])
        .catch((error: unknown) => {
          console.warn(`${error instanceof Error ? error.message : String(error)}: stopping it immediately`);
          return pgBinary('pg_ctl', ['stop', '-D', this.dataDir, '-m', 'immediate', '-w']);
        })
        .catch((error: unknown) => console.warn(error instanceof Error ? error.message : String(error)));
    }
    if (!keep) await rm(this.dir, { recursive: true, force: true });
  }
}
