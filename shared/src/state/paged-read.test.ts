import { describe, expect, it } from 'vitest';
import type { Paged } from './paged-read.js';
import { PagedRead } from './paged-read.js';
import { settle } from './test-support.js';

interface Page extends Paged {
  rows: string[];
}

const page = (current: number, rows: string[]): Page => ({
  rows,
  meta: {
    pagination: { total: 30, count: rows.length, per_page: 10, current_page: current, total_pages: 3 },
  },
});

/** Pages whose answers the test gives, in any order. */
function scriptedPages() {
  const asked: { page: number; answer: (rows: string[]) => void; fail: () => void }[] = [];
  const read = new PagedRead<Page>(
    (number) =>
      new Promise<Page>((resolve, reject) =>
        asked.push({
          page: number,
          answer: (rows) => resolve(page(number, rows)),
          fail: () => reject(new Error('offline')),
        }),
      ),
  );
  return { read, asked };
}

describe('PagedRead', () => {
  it('should read the first page when opened, then the page shown again', async () => {
    const { read, asked } = scriptedPages();
    read.open();
    expect(read.state).toBe('loading');
    asked[0]!.answer(['a']);
    await settle();
    expect(read.state).toBe('loaded');
    expect(read.page).toBe(1);
    expect(read.totalPages).toBe(3);
    void read.load(2);
    asked[1]!.answer(['b']);
    await settle();
    read.open();
    expect(asked.map((question) => question.page)).toEqual([1, 2, 2]);
  });

  it('should keep the page shown while another loads and when it fails', async () => {
    const { read, asked } = scriptedPages();
    void read.load(1);
    asked[0]!.answer(['a']);
    await settle();
    void read.load(2);
    expect(read.result?.rows).toEqual(['a']);
    asked[1]!.fail();
    await settle();
    expect(read.state).toBe('error');
    expect(read.result?.rows).toEqual(['a']);
  });

  it('should show the last page asked for when the pager is pressed faster than pages come', async () => {
    const { read, asked } = scriptedPages();
    void read.load(2);
    void read.load(3);
    asked[1]!.answer(['c']);
    asked[0]!.answer(['b']);
    await settle();
    expect(read.page).toBe(3);
    expect(read.result?.rows).toEqual(['c']);
  });

  it('should drop a page still on its way when cleared', async () => {
    const { read, asked } = scriptedPages();
    void read.load(1);
    read.clear();
    asked[0]!.answer(['a']);
    await settle();
    expect(read.result).toBeNull();
    expect(read.state).toBe('idle');
  });
});
