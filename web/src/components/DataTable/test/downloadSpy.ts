/** jsdom's Blob has no text(); FileReader reads it the way a browser would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

export interface SavedFile {
  name: string;
  type: string;
  /** The file's text, without a leading byte order mark. */
  text: () => Promise<string>;
}

/**
 * Catches downloads made through an object URL and a link click (jsdom has neither object URLs
 * nor navigation). Call in a test or `beforeEach`; undo with `jest.restoreAllMocks()`.
 */
export function spyOnDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobsByUrl = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:download-${blobsByUrl.size + 1}`;
    blobsByUrl.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobsByUrl.get(this.href);
    if (!blob) return;
    saved.push({
      name: this.download,
      type: blob.type,
      text: async () => (await readText(blob)).replace(/^\uFEFF/, ''),
    });
  });
  return saved;
}
