import { useId, useState, type KeyboardEvent } from 'react';
import type { Place } from '@contract/places';
import { usePlaceSuggestions } from '@machines/placeSuggestions/provider';

type FindPlaces = (query: string, signal: AbortSignal) => Promise<Place[]>;

/**
 * A place search as an ARIA combobox, for the customers' search and the console's pin: typing lists
 * suggestions, Down and Up move through them (the input keeps focus; `aria-activedescendant` names
 * the option; past either end, around), Enter chooses the marked one (or the first), Escape closes
 * the list or, when closed, clears the text. A click chooses too. The views spread `input` on their
 * input and `option(index, place)` on each option, and draw the rest themselves.
 */
export function usePlaceCombobox(find: FindPlaces, onChoose: (place: Place) => void) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [effects] = useState(() => ({ findPlaces: find }));
  const { status, places } = usePlaceSuggestions(query, effects);
  const shown = open && status === 'found' ? places : [];
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (place: Place) => {
    setQuery(place.name);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (status !== 'found') return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const last = places.length - 1;
        // From the text (or a closed list) to the first or last option; past either end, around.
        const next = count === 0 || active < 0 ? (step > 0 ? 0 : last) : active + step;
        setActive(next < 0 ? last : next > last ? 0 : next);
        return;
      }
      case 'Enter':
        if (count > 0) {
          event.preventDefault();
          choose(places[active >= 0 && active < count ? active : 0]!);
        }
        return;
      case 'Escape':
        if (open && query) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        return;
    }
  };

  return {
    id,
    query,
    status,
    places,
    shown,
    active,
    listId: `${id}-listbox`,
    input: {
      id: `${id}-input`,
      type: 'text',
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': shown.length > 0,
      'aria-controls': `${id}-listbox`,
      'aria-activedescendant': shown.length > 0 && active >= 0 && active < shown.length ? optionId(active) : undefined,
      value: query,
      onChange: (event: { target: { value: string } }) => {
        setQuery(event.target.value);
        setOpen(true);
        setActive(-1);
      },
      onKeyDown,
      onBlur: () => setOpen(false),
      onFocus: () => query && setOpen(true),
    } as const,
    option: (index: number, place: Place) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // Keep the focus in the input, so the list does not close before the click lands.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClick: () => choose(place),
    }),
  };
}
