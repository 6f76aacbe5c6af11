import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { errorMessageOf } from './graphqlErrors';
import { RestError, restErrorMessage, restJson } from './restJson';
import { busyMessage, serverFailureMessage, unreachableMessage } from './transportErrors';

const response = (status: number) => ({ status, headers: new Headers() }) as unknown as Response;
const serverError = (status: number) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: response(status),
    bodyText: '<html>Bad Gateway</html>',
  });

describe('errorMessageOf: what a failed request says on screen', () => {
  it('keeps the server’s own message, a BAD_USER_INPUT refusal as it is', () => {
    const refusal = new CombinedGraphQLErrors({
      errors: [{ message: 'Email must be a valid email address', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(errorMessageOf(refusal)).toBe('Email must be a valid email address');
  });

  it.each([500, 502, 504])('says the server could not complete the request for a bare %i', (status) => {
    expect(errorMessageOf(serverError(status))).toBe(serverFailureMessage);
    expect(errorMessageOf(serverError(status))).not.toMatch(/Response not successful|status code/);
  });

  it('says Casebridge is busy for a 429 or 503 without an explanation', () => {
    expect(errorMessageOf(serverError(429))).toBe(busyMessage);
    expect(errorMessageOf(serverError(503))).toBe(busyMessage);
  });

  it('says the server could not complete the request when its answer is not JSON', () => {
    const parseError = new ServerParseError(new SyntaxError('Unexpected token < in JSON at position 0'), {
      response: response(200),
      bodyText: '<html>',
    });
    expect(errorMessageOf(parseError)).toBe(serverFailureMessage);
  });

  it.each([
    new TypeError('Failed to fetch'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new Error('Load failed'),
  ])('says Casebridge cannot be reached for %s', (error) => {
    expect(errorMessageOf(error)).toBe(unreachableMessage);
  });

  it('never shows an empty message', () => {
    expect(errorMessageOf(undefined)).toBe(serverFailureMessage);
    expect(errorMessageOf(new Error(''))).toBe(serverFailureMessage);
  });
});

describe('REST calls', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (status: number, body: unknown) =>
    ({
      ok: status < 300,
      status,
      json: () =>
        typeof body === 'string' ? Promise.reject(new SyntaxError('Unexpected token <')) : Promise.resolve(body),
    }) as unknown as Response;

  it('word a failure the server did not explain by its status, and keep one it did', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    fetchMock.mockResolvedValueOnce(answer(500, '<html>oops</html>'));
    await expect(restJson('GET', '/api/x')).rejects.toThrow(serverFailureMessage);
    fetchMock.mockResolvedValueOnce(answer(404, { success: false, message: 'Patient not found' }));
    await expect(restJson('GET', '/api/x')).rejects.toThrow('Patient not found');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(restJson('GET', '/api/x')).rejects.toThrow(unreachableMessage);
    expect(restErrorMessage(new RestError('Patient not found', 404))).toBe('Patient not found');
  });
});
