import { describe, expect, it } from 'vitest';
import { createLogger } from '@/realtime/logger';

function capture(level: Parameters<typeof createLogger>[1] = 'debug') {
  const lines: string[] = [];
  const log = createLogger('test:1', level, { write: (line: string) => void lines.push(line) });
  return { log, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('realtime log (pino, docs/architecture.md §5: never tokens)', () => {
  it('writes one JSON line per event with time, level, instance and the fields', () => {
    const { log, lines, records } = capture();
    log.info('listening', { host: '::', port: 3001 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trimEnd()).not.toContain('\n');
    expect(records()[0]).toMatchObject({
      level: 'info',
      instance: 'test:1',
      event: 'listening',
      host: '::',
      port: 3001,
    });
    expect(records()[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('redacts token fields, authorization headers and a token in a URL', () => {
    const { log, lines } = capture();
    log.warn('refused', {
      token: 'eyJ.secret.1',
      apiToken: 'eyJ.secret.2',
      authorization: 'Bearer secret-3',
      headers: { authorization: 'Bearer secret-4', host: 'bond.localhost' },
      query: { token: 'eyJ.secret.5', EIO: '4' },
      url: '/socket.io/?EIO=4&token=eyJ.secret.6&transport=websocket',
      handshake: { token: 'eyJ.secret.7' },
    });
    expect(lines[0]).not.toMatch(/secret/);
    expect(lines[0]).toContain('"url":"/socket.io/?EIO=4&token=[redacted]&transport=websocket"');
    expect(lines[0]).toContain('"host":"bond.localhost"');
  });

  it('leaves out events below the level', () => {
    const { log, lines } = capture('warn');
    log.info('connected');
    log.debug('published');
    log.error('listen-failed', { port: 1 });
    expect(lines).toHaveLength(1);
    expect(capture('silent').lines).toHaveLength(0);
  });
});
