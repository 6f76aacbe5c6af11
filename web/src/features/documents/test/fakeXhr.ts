import { act } from '@testing-library/react';

type Handler = (() => void) | null;

/**
 * Stands in for XMLHttpRequest (jsdom's would try the network): records what was sent and lets a
 * test report progress, answer, fail or see the abort. Install with `installFakeXhr()` (in `beforeEach`).
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>) => void) | null } = {
    onprogress: null,
  };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }

  /** The server answers with `status` and a JSON body (or raw text). */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    await act(async () => this.onload?.());
  }

  /** No answer at all (connection dropped). */
  async failNetwork() {
    await act(async () => this.onerror?.());
  }

  /** The form fields in the order they were appended. */
  fieldNames(): string[] {
    return this.body ? [...this.body.keys()] : [];
  }
}

export function installFakeXhr() {
  FakeXhr.sent = [];
  // Undone by jest.restoreAllMocks().
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as unknown as XMLHttpRequest);
}

/** The only upload sent so far; fails the test when there is none or more than one. */
export function theUpload(): FakeXhr {
  expect(FakeXhr.sent).toHaveLength(1);
  return FakeXhr.sent[0];
}
