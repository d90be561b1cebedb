import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METRES, greatCircleMetres, isNearEnough } from './geofence';
import { BARRIER_FREE_BACKUP_ACCESS, DAYTIME_ACCESS, isPublicHoliday, isWithinHours, parseAccessHours } from './hours';

describe('the distance rule', () => {
  it('measures great-circle metres on a sphere of radius 6,378,000 m', () => {
    expect(EARTH_RADIUS_METRES).toBe(6_378_000);
    // One degree of latitude is 2πR/360 on that sphere.
    expect(greatCircleMetres({ lat: 48, lng: 17 }, { lat: 49, lng: 17 })).toBeCloseTo(
      (2 * Math.PI * 6_378_000) / 360,
      3,
    );
    // Bratislava to Prague, about 291 km.
    expect(greatCircleMetres({ lat: 48.1486, lng: 17.1077 }, { lat: 50.0755, lng: 14.4378 }) / 1000).toBeCloseTo(
      291,
      -1,
    );
    expect(greatCircleMetres({ lat: 48.15, lng: 17.11 }, { lat: 48.15, lng: 17.11 })).toBe(0);
  });

  it('needs both nearness and a fine enough fix', () => {
    expect(isNearEnough(149, 20, 150, 100)).toBe(true);
    expect(isNearEnough(151, 20, 150, 100)).toBe(false);
    expect(isNearEnough(10, 101, 150, 100)).toBe(false);
  });
});

describe('lock hours', () => {
  const at = (iso: string) => new Date(iso);
  it('opens 24/7 without hours', () => {
    expect(isWithinHours(null, 'SVK', at('2026-12-25T03:00:00Z'))).toBe(true);
  });

  it('reads daytime hours in the warehouse’s local time, across summer time', () => {
    // 05:30 UTC is 06:30 in Bratislava in winter, 07:30 in summer; 21:30 UTC is 22:30 in winter.
    expect(isWithinHours(DAYTIME_ACCESS, 'SVK', at('2026-01-14T05:30:00Z'))).toBe(true);
    expect(isWithinHours(DAYTIME_ACCESS, 'SVK', at('2026-01-14T04:30:00Z'))).toBe(false);
    expect(isWithinHours(DAYTIME_ACCESS, 'SVK', at('2026-01-14T21:30:00Z'))).toBe(false);
    expect(isWithinHours(DAYTIME_ACCESS, 'SVK', at('2026-07-14T20:30:00Z'))).toBe(false);
    expect(isWithinHours(DAYTIME_ACCESS, 'SVK', at('2026-07-14T19:30:00Z'))).toBe(true);
    // Bucharest is an hour ahead: 04:30 UTC in January is 06:30 there.
    expect(isWithinHours(DAYTIME_ACCESS, 'ROU', at('2026-01-14T04:30:00Z'))).toBe(true);
  });

  it('opens the barrier-free backup entrance on working days 8:00–16:00 only', () => {
    expect(isWithinHours(BARRIER_FREE_BACKUP_ACCESS, 'SVK', at('2026-11-25T07:00:00Z'))).toBe(true); // Wednesday 8:00
    expect(isWithinHours(BARRIER_FREE_BACKUP_ACCESS, 'SVK', at('2026-11-25T06:59:00Z'))).toBe(false);
    expect(isWithinHours(BARRIER_FREE_BACKUP_ACCESS, 'SVK', at('2026-11-25T15:00:00Z'))).toBe(false); // 16:00
    expect(isWithinHours(BARRIER_FREE_BACKUP_ACCESS, 'SVK', at('2026-11-28T10:00:00Z'))).toBe(false); // Saturday
    // Thursday 24 December and Easter Monday are public holidays in Slovakia; 1 September no longer is.
    expect(isWithinHours(BARRIER_FREE_BACKUP_ACCESS, 'SVK', at('2026-12-24T10:00:00Z'))).toBe(false);
    expect(isWithinHours(BARRIER_FREE_BACKUP_ACCESS, 'SVK', at('2026-04-06T10:00:00Z'))).toBe(false);
    expect(isWithinHours(BARRIER_FREE_BACKUP_ACCESS, 'SVK', at('2026-09-01T10:00:00Z'))).toBe(true);
    // The daytime hours of other doors do not skip holidays.
    expect(isWithinHours(DAYTIME_ACCESS, 'SVK', at('2026-12-24T10:00:00Z'))).toBe(true);
  });

  it('knows each operating country’s own holidays', () => {
    expect(isPublicHoliday('ROU', at('2026-12-01T10:00:00Z'))).toBe(true); // Great Union Day
    expect(isPublicHoliday('SVK', at('2026-12-01T10:00:00Z'))).toBe(false);
    expect(isPublicHoliday('CZE', at('2026-09-28T10:00:00Z'))).toBe(true); // St Wenceslas
    expect(isPublicHoliday('POL', at('2026-11-11T10:00:00Z'))).toBe(true); // Independence Day
    expect(isPublicHoliday('HUN', at('2026-10-23T10:00:00Z'))).toBe(true);
  });

  it('treats malformed stored hours as closed, never as 24/7', () => {
    expect(parseAccessHours('always')).toEqual([]);
    expect(parseAccessHours([{ days: [8], from: '06:00', to: '22:00' }])).toEqual([]);
    expect(isWithinHours(parseAccessHours({}), 'SVK', at('2026-11-25T10:00:00Z'))).toBe(false);
  });
});
