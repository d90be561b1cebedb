import { createContext } from 'react';

/** Loads the Google Maps script once; resolves when `google.maps` can draw a map. */
export type MapsLoader = (apiKey: string, language: string) => Promise<void>;

/** `null`: the real loader. Stories pass one that fails or never finishes, without any network. */
export const MapsLoaderContext = createContext<MapsLoader | null>(null);
