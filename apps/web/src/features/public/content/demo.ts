// The demo page's texts: the steps for drivers and a panel per tab.
import type { FaqTopic } from './faq.ts';

export type TabId = 'business' | 'partners';

export const DEMO_TABS: { id: TabId; label: string }[] = [
  { id: 'business', label: 'Bedrijven/Fleet' },
  { id: 'partners', label: 'Tankstations/Partners' },
];

export const DRIVER_STEPS = [
  {
    title: 'Account en bank',
    text: 'Maak gratis een account en koppel je bankrekening. Dat duurt twee minuten.',
  },
  {
    title: 'Pas in je wallet',
    text: 'Je prepaid tankpas staat direct in Apple Wallet of Google Wallet, of als universele pas in je browser.',
  },
  {
    title: 'Tanken en sparen',
    text: 'Vind het goedkoopste station, tik op Nu tanken en betaal van je saldo. Zonder borg, met punten.',
  },
];

export const DEMO_PANELS: Record<
  TabId,
  {
    title: string;
    intro: string;
    benefits: string[];
    steps: { title: string; text: string }[];
    faq: FaqTopic['id'];
  }
> = {
  business: {
    title: 'Voor bedrijven en wagenparken',
    intro:
      'Eén account voor al je bestuurders en voertuigen: passen met een eigen naam of kenteken, één btw-factuur per maand en CO2-rapporten die je accountant accepteert.',
    benefits: [
      'Passen per bestuurder of voertuig, te pauzeren of blokkeren met één klik',
      'Tanken op een prepaid saldo: geen borg van € 150 of meer op de bedrijfsrekening',
      'Eén factuur per maand met doorlopend nummer en btw apart',
      'CO2-rapport per voertuig en de WPM-opgave per KvK-nummer, als CSV en PDF',
      'Voertuigen toevoegen op kenteken: de RDW vult de gegevens in',
    ],
    steps: [
      {
        title: 'Zakelijk account',
        text: 'Maak een account met je bedrijfsgegevens (KvK en btw-nummer) en koppel de zakelijke rekening.',
      },
      {
        title: 'Voertuigen en passen',
        text: 'Voeg je voertuigen toe op kenteken en geef elke bestuurder of auto een eigen pas.',
      },
      {
        title: 'Rapporteren',
        text: 'Download maandelijks je factuur, je CO2-rapport en aan het eind van het jaar de WPM-opgave.',
      },
    ],
    faq: 'zakelijk',
  },
  partners: {
    title: 'Voor tankstations en partners',
    intro:
      'Jij bepaalt wat bestuurders zien: je eigen prijzen met de tijd erbij, je acties en je openingstijden, voor al je stations vanuit één portaal.',
    benefits: [
      'Prijzen per station of voor al je stations tegelijk, direct zichtbaar in de zoeker',
      'Acties met afbeelding en prijs op de stationskaart en in Alle deals',
      'Openingstijden, onbemand en snelweg: bestuurders weten waar ze aan toe zijn',
      'Een API voor je kassasysteem en pompen, met sleutels die je zelf beheert',
      'Bestuurders betalen van hun prepaid saldo: de betaling staat vast voor de pomp start',
    ],
    steps: [
      {
        title: 'Aanmelden',
        text: 'Vertel ons via het contactformulier welke stations je hebt; wij koppelen ze aan je account.',
      },
      {
        title: 'Stations inrichten',
        text: 'Controleer adres, brandstoffen en openingstijden en zet je eerste prijzen en acties klaar.',
      },
      {
        title: 'Prijzen bijhouden',
        text: 'Werk je prijzen bij in het portaal of via de API. Bestuurders zien hoe vers elke prijs is.',
      },
    ],
    faq: 'partners',
  },
};
