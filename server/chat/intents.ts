import type { Language } from '@contract/primitives';

/** Questions answered from live data or the configuration rather than a help passage. */
export type LiveIntent = 'contact' | 'price' | 'hours' | 'address' | 'features' | 'nearest';

/**
 * Words that mark each live intent, per language (English is checked for every language too);
 * a stem ends in `*`, several words form a phrase.
 */
export const liveKeys: Record<Language, Record<LiveIntent, string[]>> = {
  EN: {
    contact: ['contact*', 'phone*', 'call', 'calling', 'call centre', 'call center', 'e-mail', 'email', 'hotline', 'operator', 'human', 'person', 'talk to', 'support', 'customer service', 'speak to'],
    price: ['price*', 'cost*', 'how much', 'cheap*', 'expensive', 'rate*', 'fee*', 'tariff*'],
    hours: ['hours', 'opening', 'open', 'opens', 'access time*', 'nonstop', 'non-stop', '24/7', 'at night', 'weekend*', 'when can i enter', 'when can i get in'],
    address: ['address*', 'where is', 'where exactly', 'located', 'location of', 'street', 'directions', 'how do i get there'],
    features: ['parking', 'park', 'heat*', 'barrier*', 'wheelchair*', 'step-free', 'camera*', 'cctv', 'video', 'features', 'equipment', 'facilities', 'smart lock', 'starter'],
    nearest: ['nearest', 'closest', 'near', 'nearby', 'around', 'free box*', 'available', 'vacant', 'where can i rent', 'any free'],
  },
  SK: {
    contact: ['kontakt*', 'telefón*', 'telefon*', 'zavola*', 'volať', 'e-mail*', 'mail*', 'linka', 'linku', 'zákaznícka linka', 'operátor*', 'človek*', 'podpor*', 'hovoriť s'],
    price: ['cena', 'ceny', 'cenu', 'cien', 'cenník*', 'koľko stojí', 'koľko stoja', 'koľko to stojí', 'koľko', 'stojí', 'lacn*', 'drah*', 'poplat*'],
    hours: ['otváracie', 'otvára*', 'otvoren*', 'hodin*', 'prístup', 'prístupné', 'nonstop', 'non-stop', 'v noci', 'víkend*', 'kedy môžem ísť', 'kedy sa dostanem'],
    address: ['adres*', 'kde je', 'kde sa nachádza', 'kde presne', 'ulic*', 'ako sa tam dostanem', 'nachádza'],
    features: ['parkov*', 'kúren*', 'vykur*', 'bezbarier*', 'vozík*', 'kamer*', 'video*', 'vybaven*', 'výhod*'],
    nearest: ['najbližš*', 'blízk*', 'blízko', 'okolí', 'neďaleko', 'voľn*', 'dostupn*', 'kde si môžem prenajať'],
  },
  CS: {
    contact: ['kontakt*', 'telefon*', 'zavolat', 'volat', 'e-mail*', 'mail*', 'linka', 'linku', 'zákaznická linka', 'operátor*', 'člověk*', 'podpor*', 'mluvit s'],
    price: ['cena', 'ceny', 'cenu', 'cen', 'ceník*', 'kolik stojí', 'kolik to stojí', 'kolik', 'stojí', 'levn*', 'drah*', 'poplat*'],
    hours: ['otevírací', 'otevír*', 'otevřen*', 'otevřeno', 'hodin*', 'přístup', 'přístupný', 'nonstop', 'non-stop', 'v noci', 'víkend*', 'kdy můžu', 'kdy se dostanu'],
    address: ['adres*', 'kde je', 'kde se nachází', 'kde přesně', 'ulic*', 'jak se tam dostanu', 'nachází'],
    features: ['parkov*', 'topen*', 'vytáp*', 'bezbarier*', 'vozík*', 'kamer*', 'video*', 'vybaven*', 'výhod*'],
    nearest: ['nejbližš*', 'blízk*', 'blízko', 'okolí', 'nedaleko', 'voln*', 'dostupn*', 'kde si můžu pronajmout'],
  },
  PL: {
    contact: ['kontakt*', 'telefon*', 'zadzwoni*', 'dzwoni*', 'e-mail*', 'mail*', 'infolini*', 'konsultant*', 'człowiek*', 'wsparci*', 'porozmawia*', 'biuro obsługi'],
    price: ['cena', 'ceny', 'cenę', 'cen', 'ile zapłac*', 'cennik*', 'ile kosztuje', 'ile kosztują', 'ile', 'kosztuje', 'koszt*', 'tani*', 'drogi*', 'opłat*'],
    hours: ['godzin*', 'otwar*', 'czynn*', 'dostęp', 'dostępny', 'całodob*', 'nonstop', 'w nocy', 'weekend*', 'kiedy mogę wejść'],
    address: ['adres*', 'gdzie jest', 'gdzie się znajduje', 'gdzie dokładnie', 'ulic*', 'jak dojechać', 'znajduje'],
    features: ['parking*', 'parkow*', 'ogrzew*', 'bez barier', 'wózk*', 'kamer*', 'monitoring*', 'wyposażeni*', 'udogodni*'],
    nearest: ['najbliż*', 'blisk*', 'blisko', 'okolic*', 'niedaleko', 'woln*', 'dostępn*', 'gdzie mogę wynająć'],
  },
  HU: {
    contact: ['kapcsolat*', 'elérhetőség*', 'telefon*', 'felhív*', 'hívni', 'e-mail*', 'ügyfélszolgálat*', 'operátor*', 'ember*', 'segítség*', 'beszélni'],
    price: ['ár', 'ára', 'árak*', 'árá*', 'mennyibe', 'mennyi', 'kerül', 'költség*', 'olcsó*', 'drága*', 'díj*'],
    hours: ['nyitva', 'nyitvatart*', 'nyitás', 'órá*', 'bejárható', 'bejutás', 'hozzáférés', 'éjjel-nappal', 'nonstop', 'éjjel', 'hétvég*', 'mikor mehetek'],
    address: ['cím', 'címe', 'címét', 'hol van', 'hol található', 'pontosan hol', 'utc*', 'hogyan jutok oda', 'található'],
    features: ['parkol*', 'fűtés*', 'fűtött', 'akadálymentes*', 'kerekesszék*', 'kamer*', 'videó*', 'felszerelt*', 'szolgáltatás*'],
    nearest: ['legközelebb*', 'közel*', 'közelben', 'környék*', 'szabad', 'elérhető', 'hol bérelhetek'],
  },
  RO: {
    contact: ['contact*', 'telefon*', 'sun', 'suna*', 'apel*', 'e-mail*', 'mail*', 'asistenț*', 'operator*', 'om', 'suport', 'vorbi cu', 'call center'],
    price: ['preț*', 'pret*', 'cât costă', 'costă', 'cost*', 'tarif*', 'ieftin*', 'scump*', 'taxă'],
    hours: ['program*', 'orar*', 'deschis*', 'ore', 'orele', 'acces', 'nonstop', 'non-stop', 'noaptea', 'weekend*', 'când pot intra'],
    address: ['adres*', 'unde este', 'unde se află', 'unde exact', 'strad*', 'cum ajung', 'află'],
    features: ['parcar*', 'încălzi*', 'fără bariere', 'scaun cu rotile', 'camer*', 'video*', 'dotări', 'facilități'],
    nearest: ['cel mai apropiat', 'cea mai apropiată', 'apropiat*', 'aproape', 'în apropiere', 'liber*', 'disponibil*', 'unde pot închiria'],
  },
  UK: {
    contact: ['контакт*', 'телефон*', 'зателефон*', 'подзвон*', 'дзвонит*', 'e-mail', 'email', 'пошт*', 'кол-центр*', 'колцентр*', 'кол центр', 'оператор*', 'людин*', 'підтримк*', 'поговорит*'],
    price: ['ціна', 'ціни', 'ціну', 'цін', 'скільки кошту*', 'скільки', 'кошту*', 'вартіст*', 'дешев*', 'дорог*', 'тариф*'],
    hours: ['годин*', 'графік*', 'відчинен*', 'працює', 'доступ', 'цілодобов*', 'нонстоп', 'вночі', 'вихідн*', 'коли можна зайти'],
    address: ['адрес*', 'де знаходиться', 'де розташован*', 'де саме', 'де', 'вулиц*', 'як дістатися'],
    features: ['парков*', 'паркув*', 'опален*', 'безбар*', 'візк*', 'камер*', 'відеоспост*', 'обладн*', 'зручност*'],
    nearest: ['найближч*', 'поруч', 'поблизу', 'біля', 'недалеко', 'вільн*', 'доступн*', 'де можна орендувати'],
  },
};
