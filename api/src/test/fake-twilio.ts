import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilioRequest {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/**
 * A small stand-in for Twilio's Messages API on loopback: records every request and answers each
 * with the next queued reply (a 201 with a message SID when none is queued).
 */
export class FakeTwilio {
  readonly requests: FakeTwilioRequest[] = [];
  private readonly replies: { status: number; body: unknown }[] = [];
  private server: http.Server | null = null;
  url = '';

  /** The next answers, in order: e.g. { status: 500, body: { message: 'down' } }. */
  answerNext(...replies: { status: number; body: unknown }[]): void {
    this.replies.push(...replies);
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        this.requests.push({
          path: req.url ?? '',
          authorization: req.headers.authorization,
          form: Object.fromEntries(new URLSearchParams(text)),
        });
        const reply = this.replies.shift() ?? {
          status: 201,
          body: { sid: `SM${String(this.requests.length).padStart(32, '0')}`, status: 'queued' },
        };
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

export const fakeTwilioAccount = {
  sid: `AC${'1'.repeat(32)}`,
  token: 'fake-twilio-auth-token',
  from: '+15550001111',
};
