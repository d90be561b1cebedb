import type { Corpus } from './types';

export const hu: Corpus = {
  order: {
    title: 'Hogyan rendelhet boxot',
    keys: ['rendel*', 'bérel*', 'béreln*', 'foglal*', 'hogyan kaphatok'],
    text: 'A raktárt a /boxes oldalon találja (város szerint vagy a térképen); nyissa meg (/location/…), válasszon szabad tárolóboxot és kezdőnapot, majd fizesse ki kártyával az első bérleti díjat. Ha még nincs fiókja, a rendeléssel együtt létrejön. A fizetés után létrejön a szerződés, a boxot pedig a /my/boxes oldalon látja.',
  },
  pay: {
    title: 'A bérleti díj fizetése',
    keys: ['fizet*', 'kártya*', 'kartya*', 'levon*', 'terhel*', 'tartozás*', 'elmaradt*'],
    text: 'Az első bérleti díjat rendeléskor kártyával fizeti; a továbbiakat minden időszak elején automatikusan levonjuk ugyanarról a kártyáról. Ki nem fizetett díjat kártyával rendezhet a /my/rents oldalon. Ha a díj {blockDays} napig kifizetetlen marad, a box zárja nem nyílik, amíg nem fizeti ki.',
  },
  lock: {
    title: 'Az okoszár nyitása',
    keys: [
      'zár',
      'zárat',
      'zárja',
      'okoszár*',
      'nyitom',
      'nyitható',
      'kinyit*',
      'nyitás*',
      'nyitni',
      'pin',
      'belépési kód',
      'bejárati kód',
      'kulcs*',
      'bejutok',
    ],
    text: 'Az okoszárat a böngészőben nyitja: jelentkezzen be, lépjen a /my/boxes oldalra, és nyomja meg a Nyitás gombot, amikor a raktárnál van ({geofence} méteren belül; a böngésző kéri a helyzetét). A raktár bejárata ugyanígy nyílik, és a /my/boxes oldalon a PIN-kódját is megtalálja.',
  },
  share: {
    title: 'A box megosztása',
    keys: [
      'megoszt*',
      'valaki más',
      'család*',
      'barát*',
      'férj*',
      'feleség*',
      'partner*',
      'költöztet*',
      'más személy*',
    ],
    text: 'A /my/boxes oldalon megoszthatja a boxot egy másik regisztrált felhasználóval az e-mail-címe megadásával. Ő nyithatja a zárakat és láthatja a PIN-kódot, de az Ön fizetéseit és szerződését soha. A megosztást bármikor megszüntetheti; egyszeri látogatáshoz (költöztetők) időben korlátozott belépési linket is küldhet.',
  },
  notice: {
    title: 'Felmondás',
    keys: [
      'felmond*',
      'mondhatom fel',
      'mondom fel',
      'mondja fel',
      'megszüntet*',
      'lemond*',
      'szerződés vége',
      'kiköltöz*',
    ],
    text: 'A felmondást az alkalmazásban adja be: nyissa meg a szerződést a /my/contracts oldalon, és válassza ki az utolsó napját; ez legkorábban a mai naptól számított {noticeDays} nap. A szerződés a választott napon ér véget. Az utána következő napokra már kifizetett bérleti díj nem jár vissza; az űrlap mutatja az utolsó kifizetett napot, és ha azt választja, a teljes kifizetett díjat kihasználja. A vége előtt ürítse ki és takarítsa ki a boxot.',
  },
  eviction: {
    title: 'A box kiürítése',
    keys: ['kiürít*', 'kiurit*', 'kitakarít*', 'kipakol*'],
    text: 'A szerződés vége előtt a boxot ki kell üríteni és ki kell takarítani. Ezt a szerződésnél erősítse meg a /my/contracts oldalon (kiürítés lépés); a megerősítés után a szerződés akár másnap megszűnhet. Ha a bérleti díj kifizetetlen marad, a belépést {blockDays} nap után letiltjuk, és a kiürítést mi is elvégezhetjük.',
  },
  insurance: {
    title: 'Biztosítás',
    keys: ['biztosít*', 'kár', 'kárt', 'kárér*', 'lopás*', 'ellop*', 'fedezet*'],
    text: 'A tárolt tárgyak alapbiztosítása benne van a bérleti díjban. Egyes raktárak havi díjért magasabb fedezetet kínálnak; ezt a rendeléskor választhatja, az árát a box oldalán látja.',
  },
  sizes: {
    title: 'A boxok méretei',
    keys: ['milyen méret*', 'mekkora', 'méret*', 'befér*', 'elfér*'],
    text: 'A boxok négy méretben érhetők el: XS 1 m²-ig, kicsi 1–3 m², közepes 3–6 m² és nagy 6 m² felett. Egy kis boxba egy pince tartalma fér, egy nagyba egy lakás bútorai. A /boxes oldalon méret szerint szűrhet; minden boxnál látja a szélességet, hosszúságot és magasságot.',
  },
  notify: {
    title: 'Értesítés szabad boxról',
    keys: ['értesít*', 'ertesit*', 'szóljanak', 'szóljon', 'megtelt', 'tele', 'foglalt*', 'felszabadul*', 'várólist*'],
    text: 'Ha egy raktár megtelt, az oldalán (/location/…) megtalálja az „Értesítsen, ha felszabadul egy box” lehetőséget: adja meg e-mail-címét (és a kívánt méretet), és egyszer írunk Önnek, amikor egy box felszabadul.',
  },
  voucher: {
    title: 'Kedvezménykódok',
    keys: ['kedvezm*', 'kupon*', 'akció*', 'ajánl*', 'első hónap ingyen*'],
    text: 'A kedvezménykódot a rendelés összesítőjében adja meg fizetés előtt. Egyes raktárak az első hónapot ingyen adják. Az ajánlói linkjével (a profiljában) jutalmat kap, ha valaki, akit meghívott, boxot rendel.',
  },
  invoices: {
    title: 'Számlák',
    keys: ['számlá*', 'szamla*', 'számla', 'nyugt*', 'áfa'],
    text: 'Minden kifizetett bérleti díjról számla készül (az árak áfával értendők). A számlákat és a díjakat a /my/rents, a szerződést és PDF-jét a /my/contracts oldalon találja.',
  },
  account: {
    title: 'Fiók és jelszó',
    keys: ['fiók*', 'jelszó*', 'jelszav*', 'bejelentkez*', 'regisztr*', 'profil*'],
    text: 'A /login oldalon jelentkezhet be; ha elfelejtette jelszavát, használja ott az „Elfelejtette jelszavát?” linket. Adatai a /my/profile oldalon vannak. Fiók az első rendeléskor is létrejön.',
  },
};
