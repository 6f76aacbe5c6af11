/**
 * A small browser for redirect-driven flows (external sign-in): a cookie jar per host:port, and
 * requests that stop at every redirect so a test can follow, inspect or tamper with each hop.
 */
export class RedirectBrowser {
  /** host:port -> cookie name -> value (paths are ignored: every cookie goes to its whole origin). */
  private readonly jar = new Map<string, Map<string, string>>();

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name);
  }

  setCookie(url: string, name: string, value: string | null): void {
    const cookies = this.jar.get(new URL(url).host) ?? new Map<string, string>();
    this.jar.set(new URL(url).host, cookies);
    if (value === null) cookies.delete(name);
    else cookies.set(name, value);
  }

  /** One request, no redirect followed; Set-Cookie headers go to the jar. */
  async request(
    url: string,
    options: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    const cookies = this.jar.get(new URL(url).host);
    if (cookies?.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: options.method ?? (options.form ? 'POST' : 'GET'),
      headers,
      body: options.form ? new URLSearchParams(options.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const header of response.headers.getSetCookie()) this.store(url, header);
    return response;
  }

  /**
   * Follows redirects from `url` until one points at a URL for which `stop` is true (answered
   * without requesting it) or a page answers 200.
   */
  async follow(
    url: string,
    stop: (next: string) => boolean = () => false,
  ): Promise<{ url: string; response: Response | null }> {
    let current = url;
    for (let hop = 0; hop < 20; hop += 1) {
      if (stop(current)) return { url: current, response: null };
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      await response.arrayBuffer();
      current = new URL(location, current).toString();
    }
    throw new Error(`more than 20 redirects from ${url}`);
  }

  private store(url: string, header: string): void {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const expired = attributes.some((attribute) => {
      const [key, setting] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
      return false;
    });
    this.setCookie(url, name, expired || value === '' ? null : value);
  }
}

/** The hidden inputs and action of the first form on a page (the provider's form_post answer). */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
  if (!action) throw new Error(`no form on the page:\n${html.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    if (name && value !== undefined) fields[name] = decodeEntities(value);
  }
  return { action: decodeEntities(action), fields };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#x3D;/gi, '=')
    .replace(/&amp;/g, '&');
