// Process facts from /proc (Linux), with `ps` as the fallback elsewhere.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resident set size in KB (VmRSS), or null when the process is gone. */
export function rssKb(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
  } catch {
    const out = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout?.trim();
    return out ? Number(out) : null;
  }
}

function parentOf(pid) {
  try {
    // The command name (field 2) is in parentheses and may contain spaces: parse after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** Every descendant of `pid`, parents before children. */
export function descendants(pid) {
  let pids;
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
  const children = new Map();
  for (const child of pids) {
    const parent = parentOf(child);
    if (parent === null) continue;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(child);
  }
  const result = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length) {
    const next = queue.shift();
    result.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return result;
}

/** The soft limit on open files this process (and its children) has. */
export function openFileLimit() {
  const value = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout?.trim();
  return value === 'unlimited' ? Infinity : Number(value) || 1024;
}

export function hardOpenFileLimit() {
  const value = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout?.trim();
  return value === 'unlimited' ? Infinity : Number(value) || null;
}
