import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamAllProjects } from './use-projects';

/** A server holding `total` projects in pages of two; `failing` pages answer 500. */
function serveProjectPages(total: number, failing: number[] = []) {
  const limit = 2;
  const totalPages = Math.ceil(total / limit);
  const fetchMock = vi.fn((url: string) => {
    const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
    if (failing.includes(page)) {
      return Promise.resolve(
        new Response(JSON.stringify({ error: 'Database error occurred' }), { status: 500 }),
      );
    }
    const ids = [page * limit - 1, page * limit].filter((id) => id <= total);
    const data = ids.map((id) => ({ id: `p${id}` }));
    return Promise.resolve(new Response(JSON.stringify({ data, total, page, limit, totalPages })));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function collect(stream: AsyncGenerator<{ data: { id: string }[] }>) {
  const pages: string[][] = [];
  for await (const page of stream) pages.push(page.data.map((project) => project.id));
  return pages;
}

describe('streamAllProjects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('yields the first page, then every other page in order', async () => {
    const fetchMock = serveProjectPages(5);
    const pages = await collect(streamAllProjects(new AbortController().signal));
    expect(pages).toEqual([['p1', 'p2'], ['p3', 'p4'], ['p5']]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks once when everything fits on the first page', async () => {
    const fetchMock = serveProjectPages(2);
    expect(await collect(streamAllProjects(new AbortController().signal))).toEqual([['p1', 'p2']]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails when a later page fails, after yielding the pages before it', async () => {
    serveProjectPages(6, [3]);
    const seen: string[][] = [];
    const failure = await (async () => {
      for await (const page of streamAllProjects(new AbortController().signal))
        seen.push(page.data.map((project) => project.id));
    })().catch((error: unknown) => error);
    expect(seen).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
    expect(failure).toMatchObject({ status: 500 });
  });
});
