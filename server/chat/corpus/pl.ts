import type { Corpus } from './types';

export const pl: Corpus = {
  order: {
    title: 'Jak zamówić boks',
    keys: ['zamów*', 'zamow*', 'wynaj*', 'rezerw*', 'zarezerw*', 'jak dostać boks'],
    text: 'Magazyn znajdą Państwo na /boxes (według miasta lub na mapie); proszę go otworzyć (/location/…), wybrać wolny boks i dzień rozpoczęcia, a pierwszy czynsz zapłacić kartą. Jeśli nie mają Państwo konta, zostanie utworzone razem z zamówieniem. Po płatności umowa zostaje zawarta, a boks widać w /my/boxes.',
  },
  pay: {
    title: 'Płatność czynszu',
    keys: ['płac*', 'płat*', 'zapłac*', 'kart*', 'pobier*', 'niezapłac*', 'zaległ*', 'cykliczn*'],
    text: 'Pierwszy czynsz płacą Państwo kartą przy zamówieniu; kolejne są automatycznie pobierane z tej samej karty na początku każdego okresu. Niezapłacony czynsz można uregulować kartą na /my/rents. Jeśli czynsz pozostaje niezapłacony {blockDays} dni, zamek boksu przestaje się otwierać do czasu zapłaty.',
  },
  lock: {
    title: 'Otwieranie inteligentnego zamka',
    keys: [
      'zamek',
      'zamk*',
      'odblok*',
      'otworzyć boks',
      'otworzyc',
      'otwieranie zamka',
      'pin',
      'kod dostępu',
      'kod wejścia',
      'klucz*',
      'wejść do boksu',
    ],
    text: 'Inteligentny zamek otwierają Państwo w przeglądarce: proszę się zalogować, przejść do /my/boxes i nacisnąć Otwórz, będąc przy magazynie (do {geofence} m; przeglądarka poprosi o lokalizację). Tak samo otwiera się wejście do magazynu, a w /my/boxes jest też Państwa kod PIN.',
  },
  share: {
    title: 'Udostępnianie boksu',
    keys: ['udostępn*', 'ktoś inny', 'rodzin*', 'znajom*', 'mąż', 'żona', 'partner*', 'przeprowadz*', 'innej osob*'],
    text: 'W /my/boxes mogą Państwo udostępnić boks innemu zarejestrowanemu użytkownikowi, podając jego e-mail. Będzie mógł otwierać zamki i widzieć PIN, nigdy jednak Państwa płatności ani umowy. Udostępnianie można zakończyć w każdej chwili; na jednorazową wizytę (firma przeprowadzkowa) można wysłać link z ograniczonym czasem dostępu.',
  },
  notice: {
    title: 'Wypowiedzenie umowy',
    keys: ['wypowiedz*', 'wypowiedzieć', 'rezygn*', 'zakończ*', 'rozwiąz*', 'anulow*'],
    text: 'Wypowiedzenie składają Państwo w aplikacji: proszę otworzyć umowę w /my/contracts i wybrać jej ostatni dzień; najwcześniej za {noticeDays} dni od dziś. Umowa kończy się w wybranym dniu. Czynsz zapłacony za dni po nim nie podlega zwrotowi; formularz pokazuje ostatni opłacony dzień, a jego wybór pozwala wykorzystać cały zapłacony czynsz. Przed końcem proszę opróżnić i posprzątać boks.',
  },
  eviction: {
    title: 'Opróżnienie boksu',
    keys: ['opróżn*', 'oprozn*', 'posprząt*', 'wyprowadz*', 'eksmis*'],
    text: 'Przed końcem umowy boks musi być opróżniony i posprzątany. Proszę to potwierdzić przy umowie w /my/contracts (krok opróżnienia boksu); po potwierdzeniu umowa może się zakończyć już następnego dnia. Jeśli czynsz pozostaje niezapłacony, dostęp zostaje zablokowany po {blockDays} dniach i możemy przeprowadzić przymusowe opróżnienie boksu.',
  },
  insurance: {
    title: 'Ubezpieczenie',
    keys: ['ubezpiecz*', 'szkod*', 'kradzież*', 'ukrad*', 'pokryci*'],
    text: 'Podstawowe ubezpieczenie przechowywanych rzeczy jest wliczone w czynsz. Niektóre magazyny oferują wyższe pokrycie za miesięczną opłatą; wybierają je Państwo przy zamówieniu, a jego cenę widać na stronie boksu.',
  },
  sizes: {
    title: 'Rozmiary boksów',
    keys: ['jaki rozmiar', 'jak duży', 'rozmiar*', 'wymiar*', 'zmieści*', 'pomieści*'],
    text: 'Boksy mają cztery rozmiary: XS do 1 m², małe 1–3 m², średnie 3–6 m² i duże powyżej 6 m². Mały boks pomieści zawartość piwnicy, duży meble z mieszkania. Na /boxes można filtrować według rozmiaru; przy każdym boksie podana jest szerokość, długość i wysokość.',
  },
  notify: {
    title: 'Powiadomienie o wolnym boksie',
    keys: ['powiadom*', 'dajcie znać', 'dać znać', 'zajęt*', 'pełny', 'pełen', 'zwoln*', 'list* oczekuj*'],
    text: 'Gdy magazyn jest pełny, na jego stronie (/location/…) jest opcja „Powiadom mnie, gdy zwolni się boks”: wystarczy zostawić e-mail (i żądany rozmiar), a napiszemy raz, gdy boks się zwolni.',
  },
  voucher: {
    title: 'Kody rabatowe',
    keys: ['rabat*', 'kupon*', 'promocj*', 'zniżk*', 'polec*', 'pierwszy miesiąc gratis'],
    text: 'Kod rabatowy wpisują Państwo w podsumowaniu zamówienia przed płatnością. Niektóre magazyny oferują pierwszy miesiąc gratis. Dzięki linkowi polecającemu (w profilu) otrzymują Państwo nagrodę, gdy zaproszona osoba zamówi boks.',
  },
  invoices: {
    title: 'Faktury',
    keys: ['faktur*', 'paragon*', 'rachun*', 'vat'],
    text: 'Do każdego zapłaconego czynszu wystawiamy fakturę (ceny zawierają VAT). Faktury i czynsze są na /my/rents, a umowa i jej PDF na /my/contracts.',
  },
  account: {
    title: 'Konto i hasło',
    keys: ['konto', 'konta', 'hasło', 'hasła', 'zaloguj*', 'logowan*', 'rejestr*', 'profil*'],
    text: 'Logują się Państwo na /login; w razie zapomnianego hasła proszę użyć tam „Zapomniane hasło?”. Dane są w /my/profile. Konto powstaje też przy pierwszym zamówieniu.',
  },
};
