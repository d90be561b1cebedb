import { describe, expect, it } from 'vitest';
import { bearingOf, moved, offsetOf, pointOf } from './pinGeometry';

const poprad = { lat: 49.0598, lng: 20.2975 };

describe('the pin plan’s arithmetic', () => {
  it('reads only written coordinates in range', () => {
    expect(pointOf('49.0598', '20.2975')).toEqual(poprad);
    expect(pointOf('', '20')).toBeNull();
    expect(pointOf('91', '20')).toBeNull();
    expect(pointOf('49', 'east')).toBeNull();
  });

  it('moves a point by metres and measures it back', () => {
    const point = moved(poprad, 300, -400);
    const { east, north } = offsetOf(poprad, point);
    expect(east).toBeCloseTo(300, 0);
    expect(north).toBeCloseTo(-400, 0);
    expect(bearingOf(poprad, point)).toEqual({ metres: expect.closeTo(500, 0), direction: 'se' });
  });

  it('names the nearest of the eight directions', () => {
    expect(bearingOf(poprad, moved(poprad, 0, 1000)).direction).toBe('n');
    expect(bearingOf(poprad, moved(poprad, -1000, 0)).direction).toBe('w');
    expect(bearingOf(poprad, moved(poprad, -700, 700)).direction).toBe('nw');
  });
});
