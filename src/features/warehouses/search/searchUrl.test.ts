import { describe, expect, it } from 'vitest';
import { defaultMapCentre } from '@contract/mapPresets';
import { allCountriesZoom, countryZoom, defaultZoom, mapViewOf, radiusForZoom, searchRequestOf } from './searchArea';
import { emptySearch, parseSearchUrl, serialiseSearchUrl } from './searchUrl';

describe('search address', () => {
  it('reads a preset, a zoom and the filters', () => {
    expect(parseSearchUrl('?location=praha-smichov&zoom=13&country=CZE&size=MEDIUM')).toEqual({
      location: { kind: 'preset', presetId: 'praha-smichov' },
      zoom: 13,
      country: 'CZE',
      size: 'MEDIUM',
    });
  });

  it('reads a point, commas encoded or not, rounded to five decimals', () => {
    const expected = { kind: 'point', lat: 48.14861, lng: 17.10774 };
    expect(parseSearchUrl('location=48.148612,17.107744').location).toEqual(expected);
    expect(parseSearchUrl('location=48.148612%2C17.107744').location).toEqual(expected);
  });

  it('ignores what is malformed or out of range', () => {
    expect(parseSearchUrl('location=nowhere&zoom=40&country=DEU&size=HUGE')).toEqual(emptySearch);
    expect(parseSearchUrl('location=95,17').location).toBeNull();
    expect(parseSearchUrl('location=48,17;drop').location).toBeNull();
    expect(parseSearchUrl('zoom=2').zoom).toBeNull();
  });

  it('writes a readable, shareable query and round-trips', () => {
    const state = {
      location: { kind: 'point' as const, lat: 48.1486, lng: 17.1077 },
      zoom: 14,
      country: null,
      size: 'XS' as const,
    };
    const query = serialiseSearchUrl(state);
    expect(query).toBe('location=48.1486,17.1077&zoom=14&size=XS');
    expect(parseSearchUrl(query)).toEqual(state);
  });

  it('keeps other parameters of the address, such as limitedView', () => {
    const query = serialiseSearchUrl(
      { ...emptySearch, location: { kind: 'preset', presetId: 'ba-ruzinov' } },
      'limitedView=true&location=old&zoom=3',
    );
    expect(query).toBe('location=ba-ruzinov&limitedView=true');
    expect(serialiseSearchUrl(emptySearch)).toBe('');
  });
});

describe('search area', () => {
  it('opens the map on Bratislava with the five countries in view, listing every branch', () => {
    expect(mapViewOf(emptySearch)).toEqual({ centre: defaultMapCentre, zoom: allCountriesZoom });
    expect(searchRequestOf(emptySearch)).toEqual({ kind: 'country', country: null, size: null });
    expect(searchRequestOf({ ...emptySearch, size: 'XS' })).toEqual({ kind: 'country', country: null, size: 'XS' });
  });

  it('searches around a place, at the city zoom unless the address says otherwise', () => {
    expect(mapViewOf({ ...emptySearch, location: { kind: 'point', lat: 49.22, lng: 18.74 } })).toEqual({
      centre: { lat: 49.22, lng: 18.74 },
      zoom: defaultZoom,
    });
  });

  it('lists a whole branch when only the country is chosen', () => {
    expect(searchRequestOf({ ...emptySearch, country: 'POL', size: 'LARGE' })).toEqual({
      kind: 'country',
      country: 'POL',
      size: 'LARGE',
    });
    expect(mapViewOf({ ...emptySearch, country: 'POL' }).zoom).toBe(countryZoom);
  });

  it('searches around a preset with a radius that halves with every zoom step', () => {
    const request = searchRequestOf({
      ...emptySearch,
      location: { kind: 'preset', presetId: 'praha-chodov' },
      zoom: 12,
    });
    expect(request).toMatchObject({ kind: 'around', lat: 50.0316, lng: 14.4912 });
    const r12 = radiusForZoom(12, 50);
    expect(r12).toBeGreaterThan(7_000);
    expect(r12).toBeLessThan(9_000);
    expect(Math.abs(radiusForZoom(13, 50) * 2 - r12)).toBeLessThanOrEqual(1);
  });
});
