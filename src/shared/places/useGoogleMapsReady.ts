import { useContext, useEffect, useRef, useState } from 'react';
import { loadGoogleMaps, onMapsAuthFailure } from './googleMapsLoader';
import { MapsLoaderContext } from './mapsLoaderContext';

/**
 * Whether the Google Maps script has loaded for this key and language (the loader of
 * MapsLoaderContext in stories, else the real one); `onUnavailable` is told once it cannot load
 * or Google refuses the key, so the view falls back to what works without a map.
 */
export function useGoogleMapsReady(apiKey: string, language: string, onUnavailable: () => void): boolean {
  const load = useContext(MapsLoaderContext) ?? loadGoogleMaps;
  const [ready, setReady] = useState(false);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;
  useEffect(() => {
    let live = true;
    load(apiKey, language).then(
      () => live && setReady(true),
      () => live && unavailable.current(),
    );
    const unsubscribe = onMapsAuthFailure(() => unavailable.current());
    return () => {
      live = false;
      unsubscribe();
    };
  }, [load, apiKey, language]);
  return ready;
}
