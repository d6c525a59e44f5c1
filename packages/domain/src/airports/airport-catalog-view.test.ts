import { describe, expect, it } from 'vitest';
import {
  airportCatalogPageQuerySchema,
  catalogViewToParams,
  DEFAULT_CATALOG_VIEW,
  UNASSIGNED_PM,
} from './airport-catalog-view';

describe('catalogViewToParams', () => {
  it('writes the view the server reads back unchanged (search trimmed, defaults left out)', () => {
    const view = {
      search: '  Alpha ',
      pm: UNASSIGNED_PM,
      risk: 'any' as const,
      sort: 'lapsed' as const,
      direction: 'desc' as const,
    };
    const params = catalogViewToParams(view, 3);
    expect(params).toEqual({
      page: '3',
      pageSize: '100',
      search: 'Alpha',
      pm: '__unassigned__',
      risk: 'any',
      sort: 'lapsed',
      direction: 'desc',
    });
    expect(airportCatalogPageQuerySchema.parse(params)).toEqual({
      ...view,
      search: 'Alpha',
      page: 3,
      pageSize: 100,
    });
    const plain = catalogViewToParams(DEFAULT_CATALOG_VIEW, 1);
    expect(plain).toEqual({ page: '1', pageSize: '100', sort: 'airportCode', direction: 'asc' });
    expect(airportCatalogPageQuerySchema.parse(plain)).toEqual({
      ...DEFAULT_CATALOG_VIEW,
      page: 1,
      pageSize: 100,
    });
  });
});
