// Seeded offers: per brand (every station of that brand), per demo partner (all its stations) and a few per
// station, each with our own artwork (GET /api/offers/art/{name}.svg).
import type { OfferArtName } from '../../../modules/offers/offer-art.ts';

export interface DemoOffer {
  title: string;
  subtitle: string;
  badge: string | null;
  art: OfferArtName;
  priceCents: number | null;
  /** Days from the seed date until it ends; null for open-ended. */
  days: number | null;
}

export const BRAND_OFFERS: Record<string, DemoOffer[]> = {
  shell: [
    {
      title: 'Koffie + croissant',
      subtitle: 'Bij elke tankbeurt vanaf 30 liter',
      badge: 'Actie',
      art: 'koffie',
      priceCents: 299,
      days: null,
    },
    {
      title: 'Wasstraat Premium',
      subtitle: 'Met velgenreiniging en wax',
      badge: '-20%',
      art: 'wasstraat',
      priceCents: 1599,
      days: 60,
    },
  ],
  bp: [
    {
      title: 'Broodje + koffie',
      subtitle: 'Vers belegd, de hele dag',
      badge: 'Combi',
      art: 'broodje',
      priceCents: 449,
      days: null,
    },
  ],
  esso: [
    {
      title: 'Ruitenvloeistof 5 liter',
      subtitle: 'Zomer- of winterkwaliteit',
      badge: '2e halve prijs',
      art: 'ruitenvloeistof',
      priceCents: 799,
      days: 90,
    },
    {
      title: 'Koffie to go',
      subtitle: 'Elke dag vers gemalen',
      badge: null,
      art: 'koffie',
      priceCents: 199,
      days: null,
    },
  ],
  totalenergies: [
    {
      title: 'Autowas Basis',
      subtitle: 'Wassen en drogen',
      badge: 'Actie',
      art: 'wasstraat',
      priceCents: 999,
      days: 45,
    },
    {
      title: 'Bandenspanning gratis',
      subtitle: 'Laat je banden controleren bij de kassa',
      badge: 'Gratis',
      art: 'banden',
      priceCents: 0,
      days: null,
    },
  ],
  texaco: [
    {
      title: 'Snack + frisdrank',
      subtitle: 'Voor onderweg',
      badge: 'Combi',
      art: 'snack',
      priceCents: 399,
      days: null,
    },
  ],
  avia: [
    {
      title: '5 cent korting per liter',
      subtitle: 'Op zondag, met je FuelLinq-pas',
      badge: 'Zondag',
      art: 'korting',
      priceCents: null,
      days: 30,
    },
  ],
  argos: [
    {
      title: 'Koffie voor € 1',
      subtitle: 'Bij elke tankbeurt',
      badge: 'Actie',
      art: 'koffie',
      priceCents: 100,
      days: null,
    },
  ],
  ok: [
    {
      title: '3 cent korting per liter',
      subtitle: 'Op doordeweekse avonden na 20:00',
      badge: 'Avond',
      art: 'korting',
      priceCents: null,
      days: null,
    },
  ],
  gulf: [
    {
      title: 'Motorolie 1 liter',
      subtitle: '5W-30, bijvullen bij de pomp',
      badge: '-15%',
      art: 'olie',
      priceCents: 1299,
      days: 60,
    },
  ],
  q8: [
    {
      title: 'Koffie + koek',
      subtitle: 'Bij elke tankbeurt',
      badge: null,
      art: 'koffie',
      priceCents: 249,
      days: null,
    },
  ],
  tamoil: [
    {
      title: 'IJskrabber + ontdooier',
      subtitle: 'Klaar voor de winter',
      badge: 'Winter',
      art: 'ruitenvloeistof',
      priceCents: 599,
      days: 120,
    },
  ],
};

/** Offers of the demo partners, for all their stations. */
export const PARTNER_OFFERS: Record<string, DemoOffer[]> = {
  'partner@fuellinq.nl': [
    {
      title: '5 cent korting per liter',
      subtitle: 'Met je FuelLinq-pas, de hele week',
      badge: 'FuelLinq',
      art: 'korting',
      priceCents: null,
      days: 30,
    },
    {
      title: 'Gratis bandencheck',
      subtitle: 'Bandenspanning en profiel, zelf bij de pomp',
      badge: 'Gratis',
      art: 'banden',
      priceCents: 0,
      days: null,
    },
    {
      title: 'AdBlue 10 liter',
      subtitle: 'Jerrycan met schenktuit',
      badge: 'Actie',
      art: 'adblue',
      priceCents: 1199,
      days: 60,
    },
  ],
  'partner2@fuellinq.nl': [
    {
      title: 'Tank en win',
      subtitle: 'Maak kans op een jaar gratis tanken',
      badge: 'Winactie',
      art: 'korting',
      priceCents: null,
      days: 45,
    },
    {
      title: 'Ruitenvloeistof 5 liter',
      subtitle: 'Met antivries tot -20 °C',
      badge: '-25%',
      art: 'ruitenvloeistof',
      priceCents: 599,
      days: 90,
    },
  ],
};

/** A few station-only offers, so stations of one brand differ in deals. */
export const STATION_OFFERS: DemoOffer[] = [
  {
    title: 'Wasbox 10 minuten',
    subtitle: 'Hogedrukspuit en borstel',
    badge: 'Lokaal',
    art: 'wasstraat',
    priceCents: 350,
    days: null,
  },
  {
    title: 'Stofzuigen gratis',
    subtitle: 'Bij een tankbeurt vanaf 25 liter',
    badge: 'Gratis',
    art: 'stofzuiger',
    priceCents: 0,
    days: null,
  },
  {
    title: 'Vers afgebakken brood',
    subtitle: 'Elke ochtend vanaf 7 uur',
    badge: null,
    art: 'broodje',
    priceCents: 229,
    days: null,
  },
];
