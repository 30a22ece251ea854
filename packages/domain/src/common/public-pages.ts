// The public pages of spec §2 with the title and description a search engine shows: read by the web app
// (document title and meta description), the server (the same tags in the HTML it sends, before any script
// runs) and the sitemap. Plain data, no zod, so the landing page's first chunk can use it.

export const SITE_NAME = 'FuelLinq';

/** The description of every page that has none of its own (index.html holds the same text). */
export const DEFAULT_DESCRIPTION =
  'FuelLinq: gratis digitale prepaid tankpas in je Apple of Google Wallet. Vergelijk tankstations op prijs, acties en afstand.';

export interface PublicPage {
  path: string;
  /** The page's own name; the document title adds the product name ("Over ons – FuelLinq"). */
  title: string | null;
  description: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', title: null, description: DEFAULT_DESCRIPTION },
  {
    path: '/greendeal',
    title: 'EU Green Deal',
    description:
      'Realtime CO2-inzicht uit je tankdata, privacy by design en klaar voor de EUDI-wallet: zo helpt FuelLinq je wagenpark op weg naar de Green Deal.',
  },
  {
    path: '/demo',
    title: 'Demo',
    description:
      'Zie hoe FuelLinq werkt voor wagenparken en tankstations: tankpassen per bestuurder, CO2-rapporten, eigen prijzen en acties.',
  },
  {
    path: '/eu-agenda',
    title: 'EU Agenda',
    description:
      'Wat de Europese klimaatregels betekenen voor je wagenpark: CSRD, WPM, de EUDI-wallet en de overstap naar elektrisch, met demo-cijfers.',
  },
  {
    path: '/about',
    title: 'Over ons',
    description:
      'FuelLinq maakt tanken eenvoudig en eerlijk: een prepaid tankpas zonder borg, echte prijzen van stations zelf en CO2-inzicht op officiële factoren.',
  },
  {
    path: '/contact',
    title: 'Contact',
    description:
      'Bel, mail of app met FuelLinq, of stuur een bericht. We antwoorden binnen 1–2 werkdagen. Met bedrijfsgegevens en route.',
  },
  {
    path: '/api',
    title: 'API',
    description:
      'De FuelLinq-API voor partners en wagenparken: prijzen bijwerken, tankbeurten van de pomp afronden en CO2-rapporten exporteren.',
  },
  {
    path: '/faq',
    title: 'Veelgestelde vragen',
    description:
      'Antwoorden over de prepaid tankpas, je wallet, bankkoppeling, kosten, CO2-rapporten, privacy en tankstations die partner worden.',
  },
  {
    path: '/terms',
    title: 'Voorwaarden',
    description:
      'De algemene voorwaarden van FuelLinq: de prepaid tankpas, het abonnement van € 2,50 per maand na een gratis maand, opzeggen en aansprakelijkheid.',
  },
  {
    path: '/privacy',
    title: 'Privacy',
    description:
      'Welke gegevens FuelLinq bewaart, waarom en hoe lang, en hoe je ze downloadt of je account verwijdert (AVG).',
  },
];

/** The public page at this path, if it is one. */
export function publicPage(path: string): PublicPage | undefined {
  const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGES.find((page) => page.path === normal);
}

/** "Over ons – FuelLinq"; the product name alone without a title. */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} – ${SITE_NAME}` : SITE_NAME;
}
