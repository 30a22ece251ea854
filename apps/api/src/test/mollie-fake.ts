// A local stand-in for Mollie's API (https://docs.mollie.com/reference), answering as the documented API
// does: payments (create, get, cancel where cancelable; `_links.checkout.href`; statuses open, pending,
// paid, failed, canceled, expired; `sequenceType` oneoff, first, recurring; `mandateId`), refunds of paid
// payments, customers and their mandates (get, list, revoke), errors as
// `{ status, title, detail, field? }`, and the Idempotency-Key (the same key answers the same payment).
// A test moves a payment to a status with `setStatus`, as the payer or the bank would; like Mollie, the
// fake then posts `id=tr_…` (form-encoded) to the payment's webhookUrl.
//
// It speaks HTTPS with a certificate of its own CA: @mollie/api-client refuses http:// and trusts only its
// bundled CA list, so the app is pointed here with MOLLIE_API_ENDPOINT and told about the CA with
// MOLLIE_CA_FILE (see modules/payments/providers/mollie-provider.ts). Run directly it listens for manual
// tries and prints both: node apps/api/src/test/mollie-fake.ts [port]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { certificate, rsaKeys } from './certificates.ts';

export type FakeStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface FakePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  createdAt: string;
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  metadata: unknown;
  status: FakeStatus;
  isCancelable: boolean;
  expiresAt?: string;
  paidAt?: string;
  failedAt?: string;
  canceledAt?: string;
  expiredAt?: string;
  profileId: string;
  sequenceType: 'oneoff' | 'first' | 'recurring';
  redirectUrl: string | null;
  webhookUrl: string | null;
  customerId?: string;
  mandateId?: string;
  details?: Record<string, string>;
  _links: Record<string, { href: string; type: string } | undefined>;
}

export interface FakeMandate {
  resource: 'mandate';
  id: string;
  mode: 'test';
  status: 'valid' | 'pending' | 'invalid';
  method: 'directdebit';
  details: { consumerName: string; consumerAccount: string; consumerBic: string };
  mandateReference: string | null;
  signatureDate: string;
  createdAt: string;
  customerId: string;
}

export interface FakeRefund {
  resource: 'refund';
  id: string;
  mode: 'test';
  amount: { currency: string; value: string };
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  description: string;
  metadata: unknown;
  paymentId: string;
  createdAt: string;
  _links: Record<string, { href: string; type: string } | undefined>;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | undefined;
}

export interface MollieFakeOptions {
  port?: number;
  /** The account a first payment's mandate is for, as the payer's bank reports it. */
  consumer?: { name: string; account: string; bic: string };
  /** How a webhook reaches the app (default: a real POST); tests hand it to app.inject. */
  deliverWebhook?: (url: string, formBody: string) => Promise<number>;
}

export interface MollieFake {
  /** Mollie's API root on this server: MOLLIE_API_ENDPOINT. */
  apiEndpoint: string;
  /** The PEM file of the CA that signed this server's certificate: MOLLIE_CA_FILE. */
  caFile: string;
  requests: FakeRequest[];
  payments: Map<string, FakePayment>;
  mandates: Map<string, FakeMandate>;
  /** Refunds made, oldest first. */
  refunds: FakeRefund[];
  /**
   * The payer (or the bank) moves a payment on; the webhook follows (unless `webhook: false`: a lost one).
   * Returns the status the app answered the webhook with.
   */
  setStatus(
    paymentId: string,
    status: Exclude<FakeStatus, 'open'>,
    options?: { webhook?: boolean },
  ): Promise<number | null>;
  /** The webhook again, as Mollie retries it. */
  redeliver(paymentId: string): Promise<number | null>;
  /** The next `times` requests answer 503 (Mollie down). */
  failNext(times?: number): void;
  /** The next `times` requests get no answer at all (Mollie hanging), until the fake closes. */
  stallNext(times?: number): void;
  close(): Promise<void>;
}

const DOCS = 'https://docs.mollie.com/reference/handling-errors';

function certificates() {
  const ca = rsaKeys();
  const server = rsaKeys();
  const caSubject = [{ name: 'commonName', value: 'FuelLinq test CA for the Mollie stand-in' }];
  const caPem = certificate({
    serial: '01',
    subject: caSubject,
    issuer: caSubject,
    publicKey: ca.forgePublic,
    signWith: ca.forgePrivate,
    ca: true,
  });
  const serverPem = certificate({
    serial: '02',
    subject: [{ name: 'commonName', value: 'localhost' }],
    issuer: caSubject,
    publicKey: server.forgePublic,
    signWith: ca.forgePrivate,
    ca: false,
    serverNames: ['localhost', '127.0.0.1'],
  });
  const serverKey = server.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  return { caPem, serverPem, serverKey };
}

const token = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

class MollieError extends Error {
  readonly status: number;
  readonly title: string;
  readonly field: string | undefined;
  constructor(status: number, title: string, detail: string, field?: string) {
    super(detail);
    this.status = status;
    this.title = title;
    this.field = field;
  }
}

const unprocessable = (detail: string, field: string) =>
  new MollieError(422, 'Unprocessable Entity', detail, field);

/** A request's `amount`, as Mollie takes it: euros with two decimals as text ({ currency: 'EUR', value: '12.50' }). */
function amountOf(body: Record<string, unknown>): { currency: 'EUR'; value: string } {
  const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
  if (
    !amount ||
    amount.currency !== 'EUR' ||
    typeof amount.value !== 'string' ||
    !/^\d+\.\d{2}$/.test(amount.value)
  ) {
    throw unprocessable('The amount is invalid', 'amount');
  }
  return { currency: 'EUR', value: amount.value };
}

export async function startMollieFake(options: MollieFakeOptions = {}): Promise<MollieFake> {
  const { caPem, serverPem, serverKey } = certificates();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mollie-fake-'));
  const caFile = path.join(dir, 'ca.pem');
  writeFileSync(caFile, caPem);
  const consumer = options.consumer ?? { name: 'T. Tester', account: 'NL55INGB0000000000', bic: 'INGBNL2A' };
  const deliver =
    options.deliverWebhook ??
    (async (url: string, formBody: string) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: formBody,
      });
      return response.status;
    });

  const requests: FakeRequest[] = [];
  const payments = new Map<string, FakePayment>();
  const customers = new Map<string, Record<string, unknown>>();
  const mandates = new Map<string, FakeMandate>();
  const refunds: FakeRefund[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failures = 0;
  let stalls = 0;
  let base = '';

  const link = (href: string, type = 'application/hal+json') => ({ href, type });

  function customerOr404(id: string) {
    const customer = customers.get(id);
    if (!customer) throw new MollieError(404, 'Not Found', `No customer exists with token ${id}.`);
    return customer;
  }

  function createPayment(body: Record<string, unknown>): FakePayment {
    const amount = amountOf(body);
    if (Number(amount.value) < 0.01) throw unprocessable('The amount is lower than the minimum', 'amount');
    if (typeof body.description !== 'string' || !body.description) {
      throw unprocessable('The description is invalid', 'description');
    }
    const sequenceType = (body.sequenceType ?? 'oneoff') as FakePayment['sequenceType'];
    if (!['oneoff', 'first', 'recurring'].includes(sequenceType)) {
      throw unprocessable('The sequence type is invalid', 'sequenceType');
    }
    if (sequenceType !== 'recurring' && typeof body.redirectUrl !== 'string') {
      throw unprocessable('The redirect URL is missing', 'redirectUrl');
    }
    const customerId = typeof body.customerId === 'string' ? body.customerId : undefined;
    if (sequenceType !== 'oneoff') {
      if (!customerId) throw unprocessable('A customer is required for this sequence type', 'customerId');
      customerOr404(customerId);
    }
    let mandateId: string | undefined;
    if (sequenceType === 'recurring') {
      const mandate =
        typeof body.mandateId === 'string'
          ? mandates.get(body.mandateId)
          : [...mandates.values()].find((candidate) => candidate.customerId === customerId);
      if (!mandate || mandate.customerId !== customerId || mandate.status !== 'valid') {
        throw unprocessable('The customer has no valid mandate', 'mandateId');
      }
      mandateId = mandate.id;
    }
    const id = token('tr_');
    const now = new Date();
    const payment: FakePayment = {
      resource: 'payment',
      id,
      mode: 'test',
      createdAt: now.toISOString(),
      amount: { currency: 'EUR', value: amount.value },
      description: body.description,
      method:
        sequenceType === 'recurring' ? 'directdebit' : typeof body.method === 'string' ? body.method : null,
      metadata: body.metadata ?? null,
      // A direct debit on a mandate needs no payer: it is on its way at once.
      status: sequenceType === 'recurring' ? 'pending' : 'open',
      // As at Mollie: an iDEAL payment cannot be cancelled (it expires); a direct debit can until collected.
      isCancelable: sequenceType === 'recurring',
      ...(sequenceType === 'recurring'
        ? {}
        : { expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString() }),
      profileId: 'pfl_fuellinqtest',
      sequenceType,
      redirectUrl: typeof body.redirectUrl === 'string' ? body.redirectUrl : null,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
      ...(customerId ? { customerId } : {}),
      ...(mandateId ? { mandateId } : {}),
      _links: {
        self: link(`${base}/v2/payments/${id}`),
        ...(sequenceType === 'recurring' ? {} : { checkout: link(`${base}/checkout/${id}`, 'text/html') }),
        dashboard: link(`https://my.mollie.com/dashboard/payments/${id}`, 'text/html'),
        documentation: link('https://docs.mollie.com/reference/create-payment', 'text/html'),
      },
    };
    payments.set(id, payment);
    return payment;
  }

  function paymentOr404(id: string) {
    const payment = payments.get(id);
    if (!payment) throw new MollieError(404, 'Not Found', `No payment exists with token ${id}.`);
    return payment;
  }

  /** A refund of (part of) a paid payment, at most what is not refunded yet. */
  function createRefund(payment: FakePayment, body: Record<string, unknown>): FakeRefund {
    const amount = amountOf(body);
    if (payment.status !== 'paid') throw unprocessable('The payment cannot be refunded', 'paymentId');
    const refunded = refunds
      .filter((refund) => refund.paymentId === payment.id)
      .reduce((sum, refund) => sum + Math.round(Number(refund.amount.value) * 100), 0);
    const remaining = Math.round(Number(payment.amount.value) * 100) - refunded;
    if (Math.round(Number(amount.value) * 100) > remaining) {
      throw unprocessable('The amount is higher than the amount remaining', 'amount');
    }
    const id = token('re_');
    const refund: FakeRefund = {
      resource: 'refund',
      id,
      mode: 'test',
      amount: { currency: 'EUR', value: amount.value },
      status: 'pending',
      description: typeof body.description === 'string' ? body.description : '',
      metadata: body.metadata ?? null,
      paymentId: payment.id,
      createdAt: new Date().toISOString(),
      _links: {
        self: link(`${base}/v2/payments/${payment.id}/refunds/${id}`),
        payment: link(`${base}/v2/payments/${payment.id}`),
      },
    };
    refunds.push(refund);
    return refund;
  }

  function createCustomer(body: Record<string, unknown>) {
    const id = token('cst_');
    const customer = {
      resource: 'customer',
      id,
      mode: 'test',
      name: typeof body.name === 'string' ? body.name : null,
      email: typeof body.email === 'string' ? body.email : null,
      locale: typeof body.locale === 'string' ? body.locale : null,
      metadata: body.metadata ?? null,
      createdAt: new Date().toISOString(),
      _links: { self: link(`${base}/v2/customers/${id}`) },
    };
    customers.set(id, customer);
    return customer;
  }

  const mandateJson = (mandate: FakeMandate) => {
    const { customerId, ...rest } = mandate;
    return {
      ...rest,
      _links: {
        self: link(`${base}/v2/customers/${customerId}/mandates/${mandate.id}`),
        customer: link(`${base}/v2/customers/${customerId}`),
      },
    };
  };

  async function webhook(payment: FakePayment): Promise<number | null> {
    if (!payment.webhookUrl) return null;
    return deliver(payment.webhookUrl, new URLSearchParams({ id: payment.id }).toString());
  }

  function move(payment: FakePayment, status: Exclude<FakeStatus, 'open'>) {
    const at = new Date().toISOString();
    payment.status = status;
    payment.isCancelable = false;
    delete payment._links.checkout;
    if (status === 'paid') {
      payment.paidAt = at;
      if (payment.sequenceType !== 'recurring') {
        payment.method = 'ideal';
        payment.details = {
          consumerName: consumer.name,
          consumerAccount: consumer.account,
          consumerBic: consumer.bic,
        };
      }
      // A paid first payment by iDEAL leaves a SEPA direct-debit mandate for the same account.
      if (payment.sequenceType === 'first' && payment.customerId) {
        const mandate: FakeMandate = {
          resource: 'mandate',
          id: token('mdt_'),
          mode: 'test',
          status: 'valid',
          method: 'directdebit',
          details: {
            consumerName: consumer.name,
            consumerAccount: consumer.account,
            consumerBic: consumer.bic,
          },
          mandateReference: null,
          signatureDate: at.slice(0, 10),
          createdAt: at,
          customerId: payment.customerId,
        };
        mandates.set(mandate.id, mandate);
        payment.mandateId = mandate.id;
      }
    } else if (status === 'failed') payment.failedAt = at;
    else if (status === 'canceled') payment.canceledAt = at;
    else if (status === 'expired') payment.expiredAt = at;
  }

  function route(
    method: string,
    pathname: string,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    let match: RegExpExecArray | null;
    if (method === 'POST' && pathname === '/v2/payments') return { status: 201, body: createPayment(body) };
    if (method === 'GET' && (match = /^\/v2\/payments\/([^/]+)$/.exec(pathname))) {
      const payment = payments.get(match[1]!);
      if (!payment) throw new MollieError(404, 'Not Found', `No payment exists with token ${match[1]}.`);
      return { status: 200, body: payment };
    }
    if (method === 'DELETE' && (match = /^\/v2\/payments\/([^/]+)$/.exec(pathname))) {
      const payment = paymentOr404(match[1]!);
      if (!payment.isCancelable) throw unprocessable('The payment cannot be canceled', 'id');
      move(payment, 'canceled');
      return { status: 200, body: payment };
    }
    if (method === 'POST' && (match = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(pathname))) {
      return { status: 201, body: createRefund(paymentOr404(match[1]!), body) };
    }
    if (method === 'POST' && pathname === '/v2/customers') return { status: 201, body: createCustomer(body) };
    if (method === 'DELETE' && (match = /^\/v2\/customers\/([^/]+)\/mandates\/([^/]+)$/.exec(pathname))) {
      customerOr404(match[1]!);
      const mandate = mandates.get(match[2]!);
      if (!mandate || mandate.customerId !== match[1] || mandate.status === 'invalid') {
        throw new MollieError(404, 'Not Found', `No mandate exists with token ${match[2]}.`);
      }
      mandate.status = 'invalid';
      return { status: 204, body: null };
    }
    if (method === 'GET' && (match = /^\/v2\/customers\/([^/]+)$/.exec(pathname))) {
      return { status: 200, body: customerOr404(match[1]!) };
    }
    if (method === 'GET' && (match = /^\/v2\/customers\/([^/]+)\/mandates\/([^/]+)$/.exec(pathname))) {
      customerOr404(match[1]!);
      const mandate = mandates.get(match[2]!);
      if (!mandate || mandate.customerId !== match[1]) {
        throw new MollieError(404, 'Not Found', `No mandate exists with token ${match[2]}.`);
      }
      return { status: 200, body: mandateJson(mandate) };
    }
    if (method === 'GET' && (match = /^\/v2\/customers\/([^/]+)\/mandates$/.exec(pathname))) {
      customerOr404(match[1]!);
      const list = [...mandates.values()].filter((mandate) => mandate.customerId === match![1]);
      return {
        status: 200,
        body: {
          count: list.length,
          _embedded: { mandates: list.map(mandateJson) },
          _links: { self: link(`${base}${pathname}`), previous: null, next: null },
        },
      };
    }
    throw new MollieError(404, 'Not Found', 'The requested resource does not exist');
  }

  async function answerCheckout(request: IncomingMessage, response: ServerResponse, id: string) {
    const payment = payments.get(id);
    if (!payment) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Onbekende betaling');
      return;
    }
    if (request.method === 'POST') {
      const status = new URLSearchParams(await readBody(request)).get('status');
      if (payment.status === 'open' && (status === 'paid' || status === 'failed' || status === 'canceled')) {
        move(payment, status);
        await webhook(payment).catch(() => null);
      }
      response.writeHead(303, { location: payment.redirectUrl ?? '/' }).end();
      return;
    }
    const buttons = ['paid', 'failed', 'canceled']
      .map((status) => `<button name="status" value="${status}">${status}</button>`)
      .join(' ');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><title>Mollie test</title><h1>${payment.description}</h1><p>€ ${payment.amount.value}</p>` +
          `<form method="post">${buttons}</form>`,
      );
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'https://fake');
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (checkout) return answerCheckout(request, response, checkout[1]!);
    const text = await readBody(request);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    let body: Record<string, unknown> = {};
    const send = (status: number, json: unknown) =>
      status === 204
        ? response.writeHead(204).end()
        : response.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(json));
    try {
      if (text) body = JSON.parse(text) as Record<string, unknown>;
      requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey });
      if (stalls > 0) {
        stalls -= 1;
        return;
      }
      if (failures > 0) {
        failures -= 1;
        throw new MollieError(503, 'Service Unavailable', 'The service is temporarily unavailable');
      }
      if (!/^Bearer (test|live)_\w+$/.test(request.headers.authorization ?? '')) {
        throw new MollieError(
          401,
          'Unauthorized Request',
          'Missing authentication, or failed to authenticate',
        );
      }
      const replayKey =
        idempotencyKey && request.method === 'POST' ? `${url.pathname} ${idempotencyKey}` : null;
      const earlier = replayKey ? idempotent.get(replayKey) : undefined;
      if (earlier) return send(earlier.status, earlier.body);
      const result = route(request.method ?? 'GET', url.pathname, body);
      if (replayKey) idempotent.set(replayKey, result);
      return send(result.status, result.body);
    } catch (error) {
      const problem =
        error instanceof MollieError
          ? error
          : new MollieError(400, 'Bad Request', error instanceof Error ? error.message : 'Bad request');
      return send(problem.status, {
        status: problem.status,
        title: problem.title,
        detail: problem.message,
        ...(problem.field ? { field: problem.field } : {}),
        _links: { documentation: { href: DOCS, type: 'text/html' } },
      });
    }
  }

  const server = createServer({ key: serverKey, cert: serverPem }, (request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiEndpoint: `${base}/v2/`,
    caFile,
    requests,
    payments,
    mandates,
    refunds,
    async setStatus(paymentId, status, { webhook: send = true } = {}) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`the fake knows no payment ${paymentId}`);
      move(payment, status);
      return send ? webhook(payment) : null;
    },
    async redeliver(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`the fake knows no payment ${paymentId}`);
      return webhook(payment);
    },
    failNext(times = 1) {
      failures += times;
    },
    stallNext(times = 1) {
      stalls += times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startMollieFake({ port: Number(process.argv[2] ?? 3160) });
  console.log(`Mollie stand-in on ${fake.apiEndpoint}`);
  console.log(
    `MOLLIE_API_ENDPOINT=${fake.apiEndpoint} MOLLIE_CA_FILE=${fake.caFile} MOLLIE_API_KEY=test_${'x'.repeat(30)}`,
  );
}
