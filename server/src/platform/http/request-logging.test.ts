import { describe, expect, it } from 'vitest';
import { loggerOptions, requestLogLevel } from './request-logging.ts';

describe('request log levels', () => {
  it('logs a successful read at debug, so polling does not fill the log', () => {
    expect(requestLogLevel('GET', 200, false)).toBe('debug');
    expect(requestLogLevel('GET', 304, false)).toBe('debug');
  });

  it('logs state changes and refused requests at info', () => {
    expect(requestLogLevel('POST', 200, false)).toBe('info');
    expect(requestLogLevel('GET', 404, false)).toBe('info');
    expect(requestLogLevel('GET', 401, false)).toBe('info');
  });

  it('logs server faults and failed requests as errors', () => {
    expect(requestLogLevel('GET', 500, false)).toBe('error');
    expect(requestLogLevel('GET', 200, true)).toBe('error');
  });
});

describe('logger options', () => {
  it('writes readable lines through pino-pretty at a terminal and JSON otherwise', () => {
    expect(loggerOptions('info', true)).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions('info', false)).toEqual({ level: 'info' });
  });
});
