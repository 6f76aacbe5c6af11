import { appendConnectionPage } from './connectionPages';

describe('appendConnectionPage', () => {
  it('appends the next page to the shown nodes and takes its cursor and counts', () => {
    const shown = {
      cases: { nodes: [{ id: 1 }, { id: 2 }], pageInfo: { endCursor: 'b', hasNextPage: true }, totalCount: 3 },
    };
    const next = { cases: { nodes: [{ id: 3 }], pageInfo: { endCursor: 'c', hasNextPage: false }, totalCount: 3 } };

    expect(appendConnectionPage(shown, next, 'cases')).toEqual({
      cases: {
        nodes: [{ id: 1 }, { id: 2 }, { id: 3 }],
        pageInfo: { endCursor: 'c', hasNextPage: false },
        totalCount: 3,
      },
    });
  });
});
