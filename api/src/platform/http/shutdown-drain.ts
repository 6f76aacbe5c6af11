import type { NextFunction, Request, Response } from 'express';
import { serviceUnavailableRetryAfterSeconds } from '../database-unavailable';
import { ServiceUnavailableError } from '../errors';

export interface ShutdownDrain {
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** From now on every answer closes its connection, and requests that still arrive are refused. */
  begin(): void;
  /** How many requests are being answered now (the demo reset waits for the others, decision 476). */
  inFlight(): number;
}

/**
 * The HTTP side of a graceful shutdown. The drain (Apollo's drain plugin) ends each connection once
 * its last request is answered; an answer that said keep-alive would invite the client to send its
 * next request into a socket that is closing, and lose it to a reset. So once draining, answers to the
 * requests in flight carry `Connection: close`, and a request that still arrives on a connection
 * opened before is refused with 503, Retry-After and `Connection: close`, in its protocol's shape,
 * so the client retries on another process or after the restart.
 */
export function shutdownDrain(): ShutdownDrain {
  const inFlight = new Set<Response>();
  let draining = false;
  return {
    middleware(req, res, next) {
      if (draining) {
        refuse(req, res);
        return;
      }
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
      next();
    },
    begin() {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
    inFlight: () => inFlight.size,
  };
}

function refuse(req: Request, res: Response): void {
  const { code, message } = new ServiceUnavailableError();
  res.set({ Connection: 'close', 'Retry-After': String(serviceUnavailableRetryAfterSeconds) });
  res.status(503);
  if (req.path === '/graphql') res.json({ errors: [{ message, extensions: { code } }] });
  else res.json({ success: false, message, code });
}
