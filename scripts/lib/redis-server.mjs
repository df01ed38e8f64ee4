// Debian's redis-server on a loopback port, without persistence: for the tests and the bench of
// several app instances (docs/deploy.md, "Several app instances"). `apt-get install redis-server`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
export const hasRedis = existsSync(REDIS_SERVER);

/** Starts a redis-server of the caller's own on `port`; resolves once it accepts connections. */
export async function startRedisServer(port) {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output.slice(-500)}`)));
  });
  child.stdout.resume();
  return child;
}

export async function stopRedisServer(redis) {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}
