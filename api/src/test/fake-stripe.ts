import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the few Stripe endpoints the Stripe provider calls (customers, attaching a
 * PaymentMethod, PaymentIntents, refunds), answering as Stripe documents: the bearer key is checked,
 * an Idempotency-Key replays the first answer (and refuses other parameters under the same key), and
 * Stripe's own test PaymentMethods decide a charge's outcome.
 */
export interface FakeStripeCharge {
  id: string;
  amount: number;
  customer: string | null;
  paymentMethod: string;
  metadata: Record<string, string>;
  refunded: number;
}

type CardBehaviour = { brand: string; last4: string; decline?: { code: string; declineCode: string; message: string } };

/** Stripe's test PaymentMethods (https://docs.stripe.com/testing#declined-payments). */
const testPaymentMethods: Record<string, CardBehaviour> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};

interface Reply {
  status: number;
  body: unknown;
}

export class FakeStripe {
  readonly secretKey = 'sk_test_FakeCasebridge';
  readonly charges: FakeStripeCharge[] = [];
  readonly customers = new Map<string, { name: string; email: string | null; clinicId: string | null }>();
  /** Every request as received: method, path and Idempotency-Key. */
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  private readonly attached = new Map<string, CardBehaviour & { customer: string }>();
  private readonly idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  private failures: number[] = [];
  private counter = 0;
  private server: Server | null = null;

  async start(): Promise<{ protocol: 'http'; host: string; port: number }> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return { protocol: 'http', host: '127.0.0.1', port: (this.server.address() as AddressInfo).port };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next request answers this status with Stripe's api_error (a 5xx outage). */
  failNextRequest(status: number): void {
    this.failures.push(status);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '').split('?')[0];
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    this.requests.push({ method: req.method ?? '', path, idempotencyKey: key });
    const send = ({ status, body }: Reply) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++this.counter}` });
      res.end(JSON.stringify(body));
    };

    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return send(stripeError(401, 'invalid_request_error', null, 'Invalid API Key provided'));
    const failure = this.failures.shift();
    if (failure) return send(stripeError(failure, 'api_error', null, 'An unknown error occurred'));

    const fingerprint = createHash('sha256').update(`${req.method} ${path} ${raw}`).digest('hex');
    if (key && req.method === 'POST') {
      const earlier = this.idempotent.get(key);
      if (earlier && earlier.fingerprint !== fingerprint)
        return send(
          stripeError(
            400,
            'idempotency_error',
            null,
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
      if (earlier) return send(earlier.reply);
    }
    const reply = this.route(req.method ?? '', path, new URLSearchParams(raw));
    if (key && req.method === 'POST') this.idempotent.set(key, { fingerprint, reply });
    send(reply);
  }

  private route(method: string, path: string, form: URLSearchParams): Reply {
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(form);
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach) return this.attach(decodeURIComponent(attach[1]), form);
    if (method === 'POST' && path === '/v1/payment_intents') return this.createPaymentIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    return stripeError(404, 'invalid_request_error', null, `Unrecognized request URL (${method}: ${path})`);
  }

  private nextId(prefix: string): string {
    return `${prefix}_fake${String(++this.counter).padStart(6, '0')}`;
  }

  private createCustomer(form: URLSearchParams): Reply {
    const id = this.nextId('cus');
    const customer = {
      name: form.get('name') ?? '',
      email: form.get('email'),
      clinicId: form.get('metadata[clinicId]'),
    };
    this.customers.set(id, customer);
    return { status: 200, body: { id, object: 'customer', ...customer } };
  }

  /** Like Stripe, attaching a test PaymentMethod makes a new one of the same card for the customer. */
  private attach(paymentMethod: string, form: URLSearchParams): Reply {
    const customer = form.get('customer');
    if (!customer || !this.customers.has(customer))
      return stripeError(400, 'invalid_request_error', 'resource_missing', `No such customer: '${customer ?? ''}'`);
    const card = testPaymentMethods[paymentMethod];
    if (!card)
      return stripeError(400, 'invalid_request_error', 'resource_missing', `No such PaymentMethod: '${paymentMethod}'`);
    const id = this.nextId('pm');
    this.attached.set(id, { ...card, customer });
    return {
      status: 200,
      body: {
        id,
        object: 'payment_method',
        type: 'card',
        customer,
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
      },
    };
  }

  private createPaymentIntent(form: URLSearchParams): Reply {
    const amount = Number(form.get('amount'));
    const paymentMethod = form.get('payment_method') ?? '';
    const card = this.attached.get(paymentMethod);
    if (!Number.isInteger(amount) || amount < 50)
      return stripeError(400, 'invalid_request_error', 'amount_too_small', 'Amount must be at least $0.50 usd');
    if (form.get('currency') !== 'usd' || form.get('confirm') !== 'true' || form.get('off_session') !== 'true')
      return stripeError(400, 'invalid_request_error', 'parameter_missing', 'Expected usd, confirm and off_session');
    if (!card || card.customer !== form.get('customer'))
      return stripeError(400, 'invalid_request_error', 'resource_missing', `No such PaymentMethod: '${paymentMethod}'`);
    const id = this.nextId('pi');
    if (card.decline) {
      const intent = { id, object: 'payment_intent', amount, status: 'requires_payment_method' };
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: card.decline.code,
            decline_code: card.decline.declineCode,
            message: card.decline.message,
            payment_intent: intent,
          },
        },
      };
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(name);
      if (match) metadata[match[1]] = value;
    }
    this.charges.push({ id, amount, customer: form.get('customer'), paymentMethod, metadata, refunded: 0 });
    return {
      status: 200,
      body: { id, object: 'payment_intent', amount, currency: 'usd', status: 'succeeded', metadata },
    };
  }

  private createRefund(form: URLSearchParams): Reply {
    const charge = this.charges.find((c) => c.id === form.get('payment_intent'));
    if (!charge)
      return stripeError(
        400,
        'invalid_request_error',
        'resource_missing',
        `No such payment_intent: '${form.get('payment_intent') ?? ''}'`,
      );
    const amount = Number(form.get('amount') ?? charge.amount - charge.refunded);
    if (!Number.isInteger(amount) || amount <= 0 || amount > charge.amount - charge.refunded)
      return stripeError(
        400,
        'invalid_request_error',
        'amount_too_large',
        'Refund amount is greater than unrefunded amount on charge',
      );
    charge.refunded += amount;
    return {
      status: 200,
      body: { id: this.nextId('re'), object: 'refund', amount, payment_intent: charge.id, status: 'succeeded' },
    };
  }
}

function stripeError(status: number, type: string, code: string | null, message: string): Reply {
  return { status, body: { error: { type, ...(code ? { code } : {}), message } } };
}
