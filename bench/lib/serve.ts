import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser the benchmarks run, as it names itself (`Chromium 156.0.8078.114`), or why it could
 * not be asked: full runs on different machines are compared by it, beside the canary and floors.
 */
export function browserVersion(path = CHROMIUM): string {
  try {
    return execFileSync(path, ['--version'], { timeout: 30_000 }).toString().trim();
  } catch (e) {
    return `unknown (${path}: ${(e as Error).message.split('\n')[0]})`;
  }
}

export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Build the production site of the checkout at `root` into `outDir` (extra `vite build` flags after). */
export function build(root: string, outDir: string, extra: string[] = []): void {
  execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error', ...extra], { cwd: root, stdio: 'inherit' });
}

export interface Server {
  url: string;
  stop: () => void;
}

/** Whether nothing listens on the port yet. */
function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/**
 * Serve a built dist/ with `vite preview` on a port of our own; resolves once it answers. A port
 * already taken is an error: a server left over from a crashed run would answer in its place, and
 * every measure would silently be of the build it serves.
 */
export async function serve(root: string, outDir: string, port: number): Promise<Server> {
  // A server this process stopped a moment ago may still be letting go of the port: wait a little.
  let free = await portFree(port);
  for (let i = 0; i < 25 && !free; i++) {
    await new Promise((r) => setTimeout(r, 200));
    free = await portFree(port);
  }
  if (!free) {
    throw new Error(`port ${port} is taken (a server left over from an earlier run? stop it, e.g. pkill -f "vite preview")`);
  }
  const child: ChildProcess = spawn(resolve(root, 'node_modules/.bin/vite'), ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100 && !exited; i++) {
    try {
      const r = await fetch(url);
      if (r.ok && !exited) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`vite preview did not start on ${url}${exited ? ' (it exited)' : ''}`);
}

/** A checkout of `ref` beside this one (git worktree) sharing node_modules, for --compare. */
export function checkoutRef(root: string, ref: string): string {
  const dir = resolve('/tmp', `brickworks-compare-${ref.replace(/[^\w.-]/g, '_')}`);
  if (existsSync(dir)) {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync('/tmp', { recursive: true });
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'ignore' });
  symlinkSync(resolve(root, 'node_modules'), resolve(dir, 'node_modules'));
  return dir;
}

export function removeCheckout(root: string, dir: string): void {
  execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
}
