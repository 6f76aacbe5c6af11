import { registerEnumType } from 'type-graphql';

/** What the logger keeps in system_logs: warnings and errors (decision 457). */
export enum SystemLogLevel {
  warn = 'warn',
  error = 'error',
}
registerEnumType(SystemLogLevel, { name: 'SystemLogLevel' });
export const systemLogLevels = Object.values(SystemLogLevel);
