import type { LogLevel } from '../config';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per event on stdout/stderr: easy to grep here and to ship in production. */
export function createLogger(level: LogLevel, write: (line: string, isError: boolean) => void = defaultWrite): Logger {
  const emit = (at: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const entry = { time: new Date().toISOString(), level: at, message, ...fields };
    write(JSON.stringify(entry, errorReplacer), order[at] >= order.warn);
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}

/** PostgreSQL's code for a deadlock, whose detail is the wait graph (statement texts, never values). */
const deadlockDetected = '40P01';

function errorReplacer(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const { code, detail } = value as Error & { code?: unknown; detail?: unknown };
  return {
    name: value.name,
    message: value.message,
    ...(typeof code === 'string' ? { code } : {}),
    // Other errors' details can quote a row's values (a duplicate key's e-mail): only this one is logged.
    ...(code === deadlockDetected ? { detail } : {}),
    stack: value.stack,
  };
}

function defaultWrite(line: string, isError: boolean): void {
  (isError ? process.stderr : process.stdout).write(line + '\n');
}
