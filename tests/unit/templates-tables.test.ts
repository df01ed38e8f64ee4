import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/lib/templates/tables/csv';
import { offersCsv } from '@/lib/templates/tables/offer-csv';
import type { OfferRow } from '@/lib/templates/tables/offer-rows';
import {
  DEFAULT_OFFER_TABLE_QUERY,
  offerTableSearch,
  parseOfferTableQuery,
} from '@/lib/templates/tables/offer-table-params';

const offer: OfferRow = {
  id: 'l1',
  title: 'Loft, "the old factory"',
  price: 899000,
  currency: 'PLN',
  location: 'Poznań, Jeżyce',
  owner: 'Anna',
  status: 'published',
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('data table: CSV export of the selected rows', () => {
  it('quote cells with commas, quotes and line breaks, as RFC 4180 does', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('write a cell a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+48 600')).toBe("'+48 600");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('start with a byte-order mark and end every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });

  it('export offers with translated headers, the price as a number and the date as ISO 8601', () => {
    const csv = offersCsv([offer], {
      title: 'Oferta',
      price: 'Cena',
      currency: 'Waluta',
      location: 'Miejsce',
      owner: 'Właściciel',
      status: 'Status',
      created: 'Utworzono',
      statusName: (status) => (status === 'published' ? 'Opublikowane' : 'Szkice'),
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFOferta,Cena,Waluta,Miejsce,Właściciel,Status,Utworzono',
      '"Loft, ""the old factory""",899000,PLN,"Poznań, Jeżyce",Anna,Opublikowane,2026-03-01T10:00:00.000Z',
      '',
    ]);
  });
});

describe('data table: its state in the URL', () => {
  it('read the defaults from an empty query string', () => {
    expect(parseOfferTableQuery({})).toEqual(DEFAULT_OFFER_TABLE_QUERY);
  });

  it('read every parameter, and drop a wrong one to its default', () => {
    expect(
      parseOfferTableQuery({
        q: '  loft ',
        status: 'draft',
        place: 'Kraków',
        sort: 'price',
        dir: 'asc',
        page: '3',
        size: '25',
        hide: 'owner,created,nonsense',
      }),
    ).toEqual({
      q: 'loft',
      status: 'draft',
      place: 'Kraków',
      sort: 'price',
      dir: 'asc',
      page: 3,
      size: 25,
      hide: ['owner', 'created'],
    });
    expect(parseOfferTableQuery({ status: 'deleted', sort: 'id', dir: 'up', page: '-1', size: '7' })).toEqual(
      DEFAULT_OFFER_TABLE_QUERY,
    );
    expect(parseOfferTableQuery({ page: ['2', '5'] }).page).toBe(2);
  });

  it('write only what differs from the defaults, and read back the same state', () => {
    expect(offerTableSearch(DEFAULT_OFFER_TABLE_QUERY)).toBe('');
    const state = {
      ...DEFAULT_OFFER_TABLE_QUERY,
      q: 'dom z ogrodem',
      sort: 'title' as const,
      dir: 'asc' as const,
      page: 2,
      hide: ['price' as const],
    };
    const search = offerTableSearch(state);
    expect(search).toBe('q=dom+z+ogrodem&sort=title&dir=asc&page=2&hide=price');
    expect(parseOfferTableQuery(Object.fromEntries(new URLSearchParams(search)))).toEqual(state);
  });
});
