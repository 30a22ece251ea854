import { beforeEach, vi } from 'vitest';

/**
 * Catches the files a page hands to the browser to save (useDownload): call it at the top of a test file; the
 * answer lists the names of the files saved in the current test.
 */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:download');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  return saved;
}
