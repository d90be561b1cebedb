import { describe, expect, it } from 'vitest';
import { boundingBox, greatCircleDistance } from './geo';

const city = {
  praha: { lat: 50.0755, lng: 14.4378 },
  bratislava: { lat: 48.1486, lng: 17.1077 },
  wien: { lat: 48.2082, lng: 16.3738 },
  warszawa: { lat: 52.2297, lng: 21.0122 },
  budapest: { lat: 47.4979, lng: 19.0402 },
  bucuresti: { lat: 44.4268, lng: 26.1025 },
  cluj: { lat: 46.7712, lng: 23.6236 },
};

describe('great-circle distance', () => {
  it('uses an earth radius of 6,378,000 m: one degree of a meridian is 111,317.1 m', () => {
    expect(greatCircleDistance({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_317.1, 0);
  });

  it.each([
    ['Praha', 'Bratislava', city.praha, city.bratislava, 290],
    ['Bratislava', 'Wien', city.bratislava, city.wien, 55],
    ['Warszawa', 'Budapest', city.warszawa, city.budapest, 545],
    ['București', 'Cluj-Napoca', city.bucuresti, city.cluj, 324],
  ])('%s – %s is about %i km as the crow flies', (_a, _b, a, b, km) => {
    const d = greatCircleDistance(a, b) / 1000;
    expect(Math.abs(d - km) / km).toBeLessThan(0.01);
  });

  it('is symmetric and zero for the same point', () => {
    expect(greatCircleDistance(city.praha, city.praha)).toBe(0);
    expect(greatCircleDistance(city.praha, city.wien)).toBeCloseTo(greatCircleDistance(city.wien, city.praha), 6);
  });
});

describe('bounding box', () => {
  it('contains every point on the circle of the radius', () => {
    const centre = city.warszawa;
    const radius = 50_000;
    const b = boundingBox(centre, radius);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // Walk the radius along the bearing on the sphere.
      const δ = radius / 6_378_000;
      const θ = (bearing * Math.PI) / 180;
      const φ1 = (centre.lat * Math.PI) / 180;
      const λ1 = (centre.lng * Math.PI) / 180;
      const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
      const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
      const p = { lat: (φ2 * 180) / Math.PI, lng: (λ2 * 180) / Math.PI };
      expect(p.lat).toBeGreaterThanOrEqual(b.minLat);
      expect(p.lat).toBeLessThanOrEqual(b.maxLat);
      expect(p.lng).toBeGreaterThanOrEqual(b.minLng);
      expect(p.lng).toBeLessThanOrEqual(b.maxLng);
    }
  });

  it('widens to all longitudes near a pole and for half the globe', () => {
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50_000)).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(boundingBox({ lat: 0, lng: 0 }, 20_040_000)).toEqual({ minLat: -90, maxLat: 90, minLng: -180, maxLng: 180 });
  });
});
