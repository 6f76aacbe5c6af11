import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import type { RequestMeta } from '../access/scope';

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

export function requestMetaOf(req: Request | IncomingMessage): RequestMeta {
  const header = req.headers['x-request-id'];
  const given = typeof header === 'string' && requestIdPattern.test(header) ? header : null;
  const ip = 'ip' in req && typeof req.ip === 'string' ? req.ip : (req.socket?.remoteAddress ?? null);
  const userAgent = req.headers['user-agent'];
  return {
    requestId: given ?? randomUUID(),
    ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
  };
}
